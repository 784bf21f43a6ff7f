export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;

export type PasswordProblem = 'length' | 'digit' | 'lower' | 'upper' | 'special' | 'whitespace';

// Letters and digits are read in the Unicode sense, so 'é' is a letter and not a special character.
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;
const WHITESPACE = /\s/u;

// Counted in code points so that an emoji is one character, as the user sees it.
function hasAllowedLength(pw: string): boolean {
  const length = [...pw].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

/** The rule the server applied to existing passwords: a digit, a letter and a special character. */
export function isPasswordLegacy(pw: string): boolean {
  return hasAllowedLength(pw) && DIGIT.test(pw) && LETTER.test(pw) && SPECIAL.test(pw) && !WHITESPACE.test(pw);
}

/** What a new password breaks under the strict rule (digit, lower, upper and special), in display order. */
export function passwordProblems(pw: string): PasswordProblem[] {
  const checks: ReadonlyArray<readonly [PasswordProblem, boolean]> = [
    ['length', hasAllowedLength(pw)],
    ['digit', DIGIT.test(pw)],
    ['lower', LOWER.test(pw)],
    ['upper', UPPER.test(pw)],
    ['special', SPECIAL.test(pw)],
    ['whitespace', !WHITESPACE.test(pw)],
  ];
  return checks.filter(([, passes]) => !passes).map(([problem]) => problem);
}

export function isPasswordStrict(pw: string): boolean {
  return passwordProblems(pw).length === 0;
}

export function passwordsMatch(a: string, b: string): boolean {
  return a === b;
}
