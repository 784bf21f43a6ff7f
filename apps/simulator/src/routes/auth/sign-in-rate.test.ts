import { hashPassword, LOGIN_TYPE } from '@pcharging/api-client';
import { ErrorCode, encodeForm } from '@pcharging/api-client/wire';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, TEST_CAPTCHA } from '../../testing/harness';

const API = 'http://sim.test/api/index.php/_pcharging';
let harness: Harness;
afterEach(() => harness.close());

const post = (path: string, body: string, cookie = '') =>
  harness.app.fetch(
    new Request(`${API}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body,
    }),
  );
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
const isBusy = async (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('json') &&
  ((await response.json()) as { code: number }).code === ErrorCode.TooManyAttempts;

describe('captchas and sign-ins of unknown browsers past PCHARGING_SIGN_IN_RATE', () => {
  it('are answered busy at once, while a browser with a device cookie is never held back', async () => {
    harness = await createHarness({ config: { signInRate: 1 } });
    const captcha = await post('/Base/verification_code', '');
    const params = { account: 'admin', pwd: hashPassword('Admin#2026'), code: TEST_CAPTCHA, type: LOGIN_TYPE };
    const signedIn = await post('/Admin_user/login', encodeForm({ params }), cookieOf(captcha, 'pcaptcha'));
    const device = cookieOf(signedIn, 'pdevice') ?? '';
    expect(device).not.toBe('');

    const strangers = await Promise.all(Array.from({ length: 30 }, () => post('/Base/verification_code', '')));
    const busy = (await Promise.all(strangers.map(isBusy))).filter(Boolean).length;
    expect(busy).toBeGreaterThanOrEqual(15);

    const owner = await Promise.all(Array.from({ length: 10 }, () => post('/Base/verification_code', '', device)));
    expect(owner.every((response) => response.headers.get('content-type') === 'image/png')).toBe(true);
  });
});
