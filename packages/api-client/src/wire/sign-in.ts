/** The legacy login type for the operator back office. */
export const LOGIN_TYPE = 2;
