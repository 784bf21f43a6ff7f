import { describe, expect, it } from 'vitest';
import { signedInSuite } from '../testing/signed-in-suite';

const suite = signedInSuite(['finance']);

async function answer(path: string, body: string, locale = 'en') {
  const response = await suite.harness.send(path, { token: suite.tokenOf('finance'), body, locale });
  expect(response.headers.get('content-type')).toContain('application/json');
  return response.json();
}

describe('fields a call does not know', () => {
  it('refuses array syntax where one value is expected, so a filtered export never exports everything', async () => {
    expect(await answer('/Order/export', 'params[station_id][]=1')).toMatchObject({
      code: 1001,
      msg: 'Invalid station (one value, not a list)',
      data: { errors: [{ field: 'station_id' }] },
    });
  });

  it('names an unknown filter instead of dropping it', async () => {
    expect(await answer('/Order/lists', 'params[stationid]=1&pageinfo[page]=1&pageinfo[perpage]=10')).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'stationid' }] },
    });
    expect(await answer('/Order/lists', 'params[status]=3&pageinfo[size]=10', 'fr')).toMatchObject({
      code: 1001,
      msg: "Size invalide (ce champ n'existe pas pour cet appel)",
    });
    expect(await answer('/Order/lists', 'filters[status]=3')).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'filters[status]' }] },
    });
  });

  it('still takes every field the document names', async () => {
    expect(
      await answer('/Order/lists', 'params[station_id]=1&params[status]=3&pageinfo[page]=1&pageinfo[perpage]=10'),
    ).toMatchObject({ code: 200 });
  });
});
