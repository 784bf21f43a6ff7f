/** user_status codes (OpenAPI `CustomerRow.status`). */
export const CustomerStatus = { Disabled: 0, Enabled: 1 } as const;

/** `CustomerRow.consent` 0: the account was created by an operator and the customer has not accepted yet. */
export const CONSENT_PENDING = 0;
