// A sign-in as the web app makes it (a captcha, then the login with its cookie), for the benches.
import { createHash } from 'node:crypto';

/**
 * Signs in to the API at `base` with a fixed captcha's answer; returns the answer and the milliseconds the login
 * call itself took (the captcha is fetched before the clock starts).
 */
export async function loginAttempt(base, { account, password, captcha }) {
  const captchaAnswer = await fetch(`${base}/Base/verification_code`, { method: 'POST' });
  const cookie = (captchaAnswer.headers.get('set-cookie') ?? '').split(';')[0];
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
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body,
  });
  const answer = await response.json();
  return { answer, ms: performance.now() - started };
}

/** Signs in to the API at `base` (see loginAttempt) and returns the session's token; throws with the answer if none. */
export async function signedInToken(base, credentials) {
  const { answer } = await loginAttempt(base, credentials);
  const token = answer.data?.login_token;
  if (!token) throw new Error(`sign-in as ${credentials.account} failed: ${JSON.stringify(answer)}`);
  return token;
}
