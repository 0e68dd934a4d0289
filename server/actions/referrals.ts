import type { WriteRules } from '../rest/writeRules';
import { commandOnlyRule } from './orders';

/**
 * Referrals: Deactivate and Cancel only move `linkStatus` (the action mechanism applies the
 * transition; no handler needed). The marketplace creates referrals and credits their earnings,
 * so plain REST may not create them or touch any field.
 */
export function registerReferralWriteRules(rules: WriteRules): void {
  rules.add('referrals', commandOnlyRule('referrals'));
}
