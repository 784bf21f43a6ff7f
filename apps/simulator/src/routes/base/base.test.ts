import { getDictionary, getFileInfo } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { simulatorSuite } from '../../testing/signed-in-suite';

const suite = simulatorSuite({ fresh: 'test' });

describe('dictionaries', () => {
  it('maps the boolean dictionary 0 to No and 1 to Yes', async () => {
    const { client } = await signIn(suite.harness, 'auditor');
    await expect(getDictionary(client, { key: 'bool' })).resolves.toEqual([
      { id: 0, name: 'No' },
      { id: 1, name: 'Yes' },
    ]);
  });

  it('answers names in the language of the request', async () => {
    const { client } = await signIn(suite.harness, 'auditor', 'Admin#2026', 'fr');
    const statuses = await getDictionary(client, { key: 'pile_status' });
    expect(statuses.find((entry) => entry.id === 0)?.name).toBe('Hors ligne');
    const { client: chinese } = await signIn(suite.harness, 'auditor', 'Admin#2026', 'zh-CN,zh;q=0.9');
    expect((await getDictionary(chinese, { key: 'bool' })).map((entry) => entry.name)).toEqual(['否', '是']);
  });

  it('gives status dictionaries a colour for tags', async () => {
    const { client } = await signIn(suite.harness, 'auditor');
    const statuses = await getDictionary(client, { key: 'port_status' });
    expect(statuses.length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((entry) => typeof entry.color === 'string')).toBe(true);
  });

  it('answers 404 for an unknown key, including prototype names', async () => {
    const { token } = await signIn(suite.harness, 'auditor');
    for (const key of ['nope', 'constructor', '__proto__']) {
      const response = await suite.harness.send(`/base/getDatadictionary/${key}`, { method: 'GET', token });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: ErrorCode.NotFound });
    }
  });

  it('needs a session', async () => {
    const response = await suite.harness.send('/base/getDatadictionary/bool', { method: 'GET' });
    expect(await response.json()).toMatchObject({ code: ErrorCode.Unauthorized });
  });
});

describe('file info', () => {
  it('answers the metadata of an uploaded file by relative path or uploads URL', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    const info = await getFileInfo(client, { file_rel_path: 'station/logo-default.png' });
    expect(info).toMatchObject({
      name: 'logo-default.png',
      mime: 'image/png',
      url: '/uploads/station/logo-default.png',
    });
    await expect(getFileInfo(client, { file_rel_path: '/uploads//station/logo-default.png' })).resolves.toMatchObject({
      rel_path: 'station/logo-default.png',
    });
  });

  it('answers 404 for a file that does not exist', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    expect((await rejection(getFileInfo(client, { file_rel_path: 'station/missing.png' })))?.code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('asks for the path when it is missing', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    expect((await rejection(getFileInfo(client, { file_rel_path: '' })))?.serverMessage).toBe(
      'File path cannot be empty',
    );
  });
});
