// The strangers of `npm run bench:sign-in`, in a worker thread of their own: their connections keep this thread's
// event loop busy, so the thread that times the owner, the script file and the API call stays free to notice
// answers as they come (timed from a busy loop, a fetch would carry the bench's own waiting).
// workerData: { base, captcha, connections, account (a name, or undefined for user0…user49 in turn), password,
// firstAddress }. Posts { byCode } when told 'stop', once every connection has had its last answer.
import { parentPort, workerData } from 'node:worker_threads';
import { loginAttempt } from './bench-login.mjs';

const { base, captcha, connections, account, password, firstAddress } = workerData;

let addressCounter = firstAddress;
/** A client address no earlier request used, in a /24 of its own. */
function freshAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 8) & 255}.${addressCounter & 255}.${1 + (addressCounter % 250)}`;
}

let running = true;
const byCode = {};
async function stranger() {
  while (running) {
    const attempt = addressCounter;
    const { answer } = await loginAttempt(base, {
      account: account ?? `user${attempt % 50}`,
      password: password ?? `Guess#${attempt}`,
      captcha,
      headers: { 'X-Forwarded-For': freshAddress() },
    });
    // A refusal at once (busy, or a throttle's first second) is told apart from a longer throttle.
    const kind = answer.code === 1004 && answer.data?.retry_after === 1 ? '1004 busy or throttled' : answer.code;
    byCode[kind] = (byCode[kind] ?? 0) + 1;
  }
}
const strangers = Array.from({ length: connections }, stranger);
parentPort.once('message', async () => {
  running = false;
  await Promise.all(strangers);
  parentPort.postMessage({ byCode });
});
