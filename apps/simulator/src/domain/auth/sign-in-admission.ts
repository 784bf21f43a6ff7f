import { ErrorCode } from '@pcharging/api-client/wire';
import { BusinessError } from '../../lib/errors';
import { RateBucket } from '../../lib/rate-bucket';
import { isGenuineDeviceCookie } from './device-cookies';

// Drawing a captcha and checking a sign-in cost the request loop a few milliseconds each, which a flood of them
// multiplies until files and calls queue behind it. Past a rate, browsers the server does not know are answered
// "busy" at once; a browser with a genuine device cookie is never held back (it signed someone in before), so a
// flood cannot keep an owner out either.
const buckets = new Map<number, { captcha: RateBucket; signIn: RateBucket }>();

function bucketsFor(perSecond: number) {
  let pair = buckets.get(perSecond);
  if (!pair) {
    pair = { captcha: new RateBucket(perSecond), signIn: new RateBucket(perSecond) };
    buckets.set(perSecond, pair);
  }
  return pair;
}

function busy(): BusinessError {
  return new BusinessError(ErrorCode.TooManyAttempts, 'passwordChecksBusy', {}, { retry_after: 1 });
}

/** Refuses (1004 busy, `retry_after` 1) a captcha or a sign-in of an unknown browser beyond `perSecond` a second. */
export function admitSignInWork(
  kind: 'captcha' | 'signIn',
  request: { deviceCookie: string | undefined; perSecond: number; now: number },
): void {
  if (request.perSecond <= 0) return;
  if (isGenuineDeviceCookie(request.deviceCookie, request.now)) return;
  if (!bucketsFor(request.perSecond)[kind].take(Date.now())) throw busy();
}
