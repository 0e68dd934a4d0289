import bcrypt from 'bcryptjs';
import { passwordProblems, type PasswordRule } from '../../src/domain/passwordPolicy';
import { HttpError } from '../http/errors';
import { newToken } from './secrets';

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function hashPasswordSync(password: string): string {
  return bcrypt.hashSync(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Compared against when the account is unknown or has no password, so that such a
 * sign-in takes as long as a wrong password and timing does not reveal which accounts exist.
 */
const decoyHash = hashPasswordSync(newToken());

export async function verifyPasswordOrDecoy(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? decoyHash);
  return ok && hash !== undefined;
}

const RULE_TEXT: Record<PasswordRule, string> = {
  min_length: 'at least 8 characters',
  lowercase: 'a lowercase letter',
  uppercase: 'an uppercase letter',
  digit: 'a digit',
  symbol: 'a symbol',
  max_length: 'at most 72 bytes',
};

/** 400 listing the broken rules (the screens show the same rules as a checklist). */
export function assertStrongPassword(password: unknown): string {
  if (typeof password !== 'string') {
    throw new HttpError(400, 'A new password is required.', 'app.auth.password_required');
  }
  const problems = passwordProblems(password);
  if (problems.length) {
    throw new HttpError(400, `The password needs ${problems.map((p) => RULE_TEXT[p]).join(', ')}.`, 'app.auth.password_weak', {
      rules: problems,
    });
  }
  return password;
}
