/** What the API accepts as a phone number (the document's `pattern` for every phone field): digits, spaces, +, - and brackets. */
export const PHONE_PATTERN = /^[0-9+()\- ]*$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
