import { MatchersV3 } from '@pact-foundation/pact';
import { getDictionary, getFileInfo } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { executeSettled } from './execute-settled';
import { apiPath, clientFor, newPact, rejection, SIGNED_IN_ADMIN, signedInRequest, TOKENS } from './support';

const { eachLike, integer, string, like } = MatchersV3;

describe('dictionaries', () => {
  it('loads a dictionary in the language asked for', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a request for the boolean dictionary in French')
      .withRequest({
        method: 'GET',
        path: apiPath('/base/getDatadictionary/bool'),
        headers: { token: TOKENS.admin, 'Accept-Language': 'fr' },
      })
      .willRespondWith({
        status: 200,
        body: { code: 200, msg: string('Succès'), data: eachLike({ id: integer(0), name: string('Non') }) },
      });
    await executeSettled(pact, async (mock) => {
      const entries = await getDictionary(clientFor(mock.url, { token: TOKENS.admin, locale: 'fr' }), { key: 'bool' });
      expect(entries[0]?.name).toBe('Non');
    });
  });
});

describe('file info', () => {
  it('reads the metadata of an uploaded file', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a request for the info of an uploaded file')
      .withRequest(signedInRequest('/base/get_file_info_by_url', { file_rel_path: 'station/logo-default.png' }))
      .willRespondWith({
        status: 200,
        body: {
          code: 200,
          msg: string('Success'),
          data: like({
            rel_path: 'station/logo-default.png',
            url: string('/uploads/station/logo-default.png'),
            name: string('logo-default.png'),
            size: integer(2048),
            mime: string('image/png'),
            created_at: string('2026-01-15T09:00:00.000Z'),
          }),
        },
      });
    await executeSettled(pact, async (mock) => {
      const info = await getFileInfo(clientFor(mock.url, { token: TOKENS.admin }), {
        file_rel_path: 'station/logo-default.png',
      });
      expect(info.mime).toBe('image/png');
    });
  });

  it('answers 404 for a missing file', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a request for the info of a missing file')
      .withRequest(signedInRequest('/base/get_file_info_by_url', { file_rel_path: 'station/missing.png' }))
      .willRespondWith({ status: 200, body: { code: 404, msg: string('Resource does not exist'), data: null } });
    await executeSettled(pact, async (mock) => {
      const error = await rejection(
        getFileInfo(clientFor(mock.url, { token: TOKENS.admin }), { file_rel_path: 'station/missing.png' }),
      );
      expect(error?.code).toBe(404);
    });
  });
});
