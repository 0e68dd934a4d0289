import type { Referral } from './entities/referrals';

/**
 * The rules referrals obey, once. The marketplace creates referrals and credits their earnings
 * (the back-office only deactivates and cancels them), so these are its rules as the back-office
 * reads them; the seed test runs them over every seeded referral.
 */
export type ReferralRule = 'self_referral' | 'referred_twice' | 'code_is_not_referrers' | 'status_vs_expiry' | 'earnings_without_orders';

/** What the rules need to know about the rest of the data. */
export interface ReferralFacts {
  /** The referrer's users.referralCode, undefined for an unknown user. */
  referralCodeOf(userId: number): string | undefined;
  /** When each order the user took part in (as customer or provider) was paid, ISO instants. */
  orderPaymentDatesOf(userId: number): readonly string[];
  /** The current instant (ISO): a link whose expiresAt has passed is expired. */
  now: string;
}

/**
 * Every referral of `referrals` that breaks a rule, with the rule:
 * - a user does not refer themselves, and a person signs up once, with one code: one referral per
 *   referred user (two would both earn from the same person);
 * - the code is the referrer's;
 * - an active link has not reached expiresAt, an expired one has;
 * - earnings come from the referred user's orders: none without an order paid while the link ran
 *   (from activeSince to expiresAt).
 */
export function referralViolations(
  referrals: readonly Pick<
    Referral,
    'id' | 'referrerId' | 'referredUserId' | 'code' | 'linkStatus' | 'activeSince' | 'expiresAt' | 'totalEarnings'
  >[],
  facts: ReferralFacts,
): { referralId: number; rule: ReferralRule }[] {
  const found: { referralId: number; rule: ReferralRule }[] = [];
  const firstReferralOf = new Map<number, number>();
  for (const r of referrals) {
    const flag = (rule: ReferralRule) => found.push({ referralId: r.id, rule });
    if (r.referrerId === r.referredUserId) flag('self_referral');
    if (firstReferralOf.has(r.referredUserId)) flag('referred_twice');
    else firstReferralOf.set(r.referredUserId, r.id);
    if (facts.referralCodeOf(r.referrerId) !== r.code) flag('code_is_not_referrers');
    const lapsed = r.expiresAt <= facts.now;
    if ((r.linkStatus === 'active' && lapsed) || (r.linkStatus === 'expired' && !lapsed)) flag('status_vs_expiry');
    if (r.totalEarnings > 0 && !facts.orderPaymentDatesOf(r.referredUserId).some((at) => at >= r.activeSince && at < r.expiresAt)) {
      flag('earnings_without_orders');
    }
  }
  return found;
}
