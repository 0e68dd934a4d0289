/**
 * The password rules, shared by /new-password, Change Password (shown as a checklist) and the
 * server (which refuses a password breaking any of them). Pure TypeScript: no React, no node.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; a longer password would silently be cut. */
export const PASSWORD_MAX_BYTES = 72;

export const PASSWORD_RULES = ['min_length', 'lowercase', 'uppercase', 'digit', 'symbol', 'max_length'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  min_length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  lowercase: (p) => /\p{Ll}/u.test(p),
  uppercase: (p) => /\p{Lu}/u.test(p),
  digit: (p) => /\p{Nd}/u.test(p),
  symbol: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
  max_length: (p) => new TextEncoder().encode(p).length <= PASSWORD_MAX_BYTES,
};

/** Every rule with whether the password meets it, in display order. */
export function checkPassword(password: string): { rule: PasswordRule; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, ok: CHECKS[rule](password) }));
}

/** The rules the password breaks; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  return checkPassword(password)
    .filter((r) => !r.ok)
    .map((r) => r.rule);
}
