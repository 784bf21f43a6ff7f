import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { uploadImage } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { executeSettled } from './execute-settled';
import {
  apiPath,
  clientFor,
  errorAnswer,
  MESSAGES,
  newPact,
  type ProviderState,
  rejection,
  SIGNED_IN_ADMIN,
  SIGNED_IN_AUDITOR,
  TOKENS,
} from './support';

const { integer, like, regex, string } = MatchersV3;

// A 1×1 PNG.
const LOGO_FILE = join(import.meta.dirname, 'fixtures', 'logo.png');
// Pact would otherwise draw a new boundary on every run, and the pact file would change each time.
const RECORDED_BOUNDARY = 'pact-image-upload-boundary';

/** An image upload as the station form sends it: a multipart body with the image as the `file` part. */
function uploadPact(description: string, [stateName, stateParams]: ProviderState, token: string, answer: unknown) {
  return newPact()
    .given(stateName, stateParams)
    .uponReceiving(description)
    .withRequestMultipartFileUpload(
      { method: 'POST', path: apiPath('/base/upload_image'), headers: { token } },
      'image/png',
      LOGO_FILE,
      'file',
      RECORDED_BOUNDARY,
    )
    .willRespondWith({ status: 200, body: answer });
}

const logo = () => new Blob([readFileSync(LOGO_FILE)], { type: 'image/png' });

describe('image upload', () => {
  it('uploads a PNG and receives where it is served', async () => {
    const pact = uploadPact('a PNG image uploaded', SIGNED_IN_ADMIN, TOKENS.admin, {
      code: 200,
      msg: string('Uploaded successfully'),
      data: like({
        rel_path: regex(/^[0-9a-f]{32}\.png$/, '0123456789abcdef0123456789abcdef.png'),
        url: regex(/^\/uploads\/[0-9a-f]{32}\.png$/, '/uploads/0123456789abcdef0123456789abcdef.png'),
        name: string('logo.png'),
        size: integer(69),
        mime: regex(/^image\/png$/, 'image/png'),
        created_at: string('2026-01-15T09:00:00.000Z'),
      }),
    });
    await executeSettled(pact, async (mock) => {
      const stored = await uploadImage(clientFor(mock.url, { token: TOKENS.admin }), logo(), 'logo.png');
      expect(stored.url).toBe(`/uploads/${stored.rel_path}`);
    });
  });

  it('refuses the read-only auditor an upload', async () => {
    const pact = uploadPact(
      'a PNG image uploaded by the read-only auditor',
      SIGNED_IN_AUDITOR,
      TOKENS.auditor,
      errorAnswer(403, MESSAGES.forbidden),
    );
    await executeSettled(pact, async (mock) => {
      const error = await rejection(uploadImage(clientFor(mock.url, { token: TOKENS.auditor }), logo(), 'logo.png'));
      expect(error?.code).toBe(403);
    });
  });
});
