import { md5 } from 'js-md5';

/** The legacy login type for the operator back office. */
export const LOGIN_TYPE = 2;

/** Passwords never leave the browser in clear: the backend receives their md5. */
export function hashPassword(password: string): string {
  return md5(password);
}
