/**
 * What the provider states of the web's pacts mean in data terms, for a backend team that sets them on its own
 * backend (Pact's state-change protocol, a states URL like the simulator's `/__sim/pact-states`). The simulator sets
 * the same states with `provider-state-actions.ts`; `npm run verify-backend` lists these meanings for every state it
 * could not set.
 */

type StateParams = Readonly<Record<string, string>>;

/**
 * The records of the demo network (`PCHARGING_SEED=demo`, seed number 1) that interactions name. Every state starts
 * from this network as seeded: the states URL puts it back before each interaction, since many interactions change it.
 */
export const DEMO_NETWORK_RECORDS: readonly string[] = [
  'Accounts admin (user 1, the only super administrator: `*:*:*`), ops (2), finance (3), support (4) and auditor ' +
    '(5, the read-only role: reads and exports everything, changes nothing), each with the password Admin#2026 ' +
    '(sent as its md5).',
  'Roles 1 super administrator (held by admin alone), 2 operations, 4 customer support, 6 held by nobody.',
  'Operators 1 (runs stations, cannot be deleted) and 4 (runs none).',
  'Price templates 1 (can be edited), 2 (the template of the first stations, with sessions in the last 30 days) and ' +
    '5 (used by no station).',
  'Stations 1 (operating, in Montréal, with chargers and orders in the last 30 days), 5 (operating), 20 (a draft), ' +
    '21 (submitted for audit) and 24 (no chargers).',
  'Charger 1 at station 1: online, serial ABB00100001, with port 1 free and port 7 charging; chargers 148 (a draft, ' +
    'installed at a station), 153 (deletable), 155 (submitted for audit); device 172 in stock.',
  'Sessions in progress 3 (on an online charger) and 5.',
  'Order 1: paid, 25.98 in the network currency, not refunded. Orders of station 1 in the last 30 days.',
  'Customers 1 (with cards and recent orders) and 2 (balance 72.50); customer account aisha.roy.1; no account ' +
    'nobody.here.',
  'RFID cards 1 (bound to a customer), 256 (not bound) and 257 (not bound, its holder without an account), cards ' +
    'RF00100000 and RF00100007; no card RF00990001; no customer account noah.driver.',
  'Alarms 1, 9 (not repaired) and 21 (open).',
  'The uploaded file station/logo-default.png (a PNG); no file station/missing.png.',
  'Adjustment requests 1 and 2: credits asked by finance, waiting for approval; no other adjustment request.',
];

const signedIn = ({ account = '', token = '' }: StateParams) =>
  `account ${account} has a valid session whose token is ${token} (sent as the header and body field token)`;

/** Each state the web's pacts name, as a sentence over its parameters. */
export const PROVIDER_STATE_MEANINGS: Readonly<Record<string, (params: StateParams) => string>> = {
  'a captcha was issued': ({ cookie = '', answer = '' }) =>
    `a captcha whose answer is ${answer} was issued to the client holding the cookie ${cookie} (the sign-in sends ` +
    'that cookie), unused and not expired',
  'an account is signed in': signedIn,
  'no session exists': () => 'nothing to set: the token the interaction sends is no session',
  'the operation log holds a failed sign-in and a change': (params) =>
    `${signedIn(params)}; the operation log holds a failed sign-in of ${params.account ?? ''} a minute ago ` +
    `(code 1003) and, now, a successful disabling of customer 1 by ${params.account ?? ''} (setCustomerStatus)`,
  'a charger is offline': (params) => `${signedIn(params)}; charger ${params.id ?? ''} is offline (pile_status 0)`,
  'a charger was restarted': (params) =>
    `${signedIn(params)}; charger ${params.id ?? ''} was sent a remote restart: its message log holds the Reset and its answer`,
  'a charging session is stuck': (params) =>
    `${signedIn(params)}; the charger of session ${params.id ?? ''} (in progress) is offline and has sent no ` +
    'heartbeat for an hour, so the session is suspect and a stop has to wait for the charger',
  'an adjustment request is waiting': (params) =>
    `${signedIn(params)}; adjustment request ${params.id ?? ''} waits for approval: a credit of ` +
    `2500.00 to customer 2, reason "Fleet settlement", asked by ${params.requester ?? ''}`,
  'a session has expired': ({ account = '', token = '' }) =>
    `account ${account} had a session whose token is ${token}; it has expired (calls with it answer 1005)`,
};
