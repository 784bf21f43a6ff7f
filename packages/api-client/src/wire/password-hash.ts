import { md5 } from 'js-md5';

/**
 * Passwords never leave the browser in clear: the backend receives their md5. A module of its own, which the login
 * page imports by its path (`@pcharging/api-client/password-hash`) when the form is sent.
 */
export function hashPassword(password: string): string {
  return md5(password);
}
