/** `CustomerRow.consent` 0: the account was created by an operator and the customer has not accepted yet. */
export const CONSENT_PENDING = 0;
