/**
 * The strength rule of passwords chosen on the identity's pages (account activation): at least
 * 12 characters, with letters and digits. The upper bound keeps scrypt's input reasonable.
 */
export const PASSWORD_RULE = { minLength: 12, maxLength: 256 } as const;

export type PasswordProblem = 'weak' | 'tooLong';

/** Counted in code points, so that an accented letter or an emoji counts once. */
const length = (text: string) => [...text].length;

/** What is wrong with a new password, if anything. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (length(password) > PASSWORD_RULE.maxLength) return 'tooLong';
  const strong =
    length(password) >= PASSWORD_RULE.minLength &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password);
  return strong ? undefined : 'weak';
}
