// A sign-in as the web app makes it (a captcha, then the login with its cookie), for the benches.
import { createHash } from 'node:crypto';

/**
 * Signs in to the API at `base` with a fixed captcha's answer; returns the answer, the milliseconds the login call
 * itself took (the captcha is fetched before the clock starts) and the device cookie the server gave, if any.
 * `headers` go with both calls (X-Forwarded-For through a trusted proxy); `deviceCookie` is sent back as a browser would.
 */
export async function loginAttempt(base, { account, password, captcha, headers = {}, deviceCookie }) {
  // A browser sends its device cookie with the captcha's request too: it is what lets it past a flood.
  const captchaAnswer = await fetch(`${base}/Base/verification_code`, {
    method: 'POST',
    headers: deviceCookie ? { ...headers, Cookie: deviceCookie } : headers,
  });
  const captchaCookie = (captchaAnswer.headers.get('set-cookie') ?? '').split(';')[0];
  const cookie = [captchaCookie, deviceCookie].filter(Boolean).join('; ');
  await captchaAnswer.arrayBuffer();
  const body = new URLSearchParams({
    'params[account]': account,
    'params[pwd]': createHash('md5').update(password).digest('hex'),
    'params[code]': captcha,
    'params[type]': '2',
  }).toString();
  const started = performance.now();
  const response = await fetch(`${base}/Admin_user/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body,
  });
  const answer = await response.json();
  const given = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('pdevice='));
  return { answer, ms: performance.now() - started, deviceCookie: given ?? deviceCookie };
}

/** Signs in to the API at `base` (see loginAttempt) and returns the session's token; throws with the answer if none. */
export async function signedInToken(base, credentials) {
  let { answer } = await loginAttempt(base, credentials);
  // Busy (a flood's rate for unknown browsers, or the hashing queue full): try again when told, a few times.
  for (let retry = 0; retry < 10 && answer.code === 1004; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, (answer.data?.retry_after ?? 1) * 1000));
    ({ answer } = await loginAttempt(base, credentials));
  }
  const token = answer.data?.login_token;
  if (!token) throw new Error(`sign-in as ${credentials.account} failed: ${JSON.stringify(answer)}`);
  return token;
}
