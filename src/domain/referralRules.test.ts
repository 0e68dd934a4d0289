import { referralViolations, type ReferralFacts } from './referralRules';

const referral = (
  id: number,
  referrerId: number,
  referredUserId: number,
  extra: Partial<Parameters<typeof referralViolations>[0][number]> = {},
) => ({
  id,
  referrerId,
  referredUserId,
  code: `CODE${referrerId}`,
  linkStatus: 'active' as const,
  activeSince: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  totalEarnings: 10,
  ...extra,
});

const facts: ReferralFacts = {
  referralCodeOf: (id) => `CODE${id}`,
  orderPaymentDatesOf: (id) => (id === 2 || id === 3 ? ['2026-03-01T00:00:00.000Z'] : []),
  now: '2026-11-28T00:00:00.000Z',
};

describe('referralViolations', () => {
  it('finds nothing in referrals that earn from their referred users’ orders', () => {
    expect(referralViolations([referral(1, 1, 2), referral(2, 1, 3), referral(3, 1, 4, { totalEarnings: 0 })], facts)).toEqual([]);
  });

  it('names each rule broken (#39.6)', () => {
    const found = referralViolations(
      [
        referral(1, 1, 2),
        referral(2, 5, 2),
        referral(3, 1, 4),
        referral(4, 3, 3),
        referral(5, 1, 6, { code: 'CODE9', totalEarnings: 0 }),
        referral(6, 1, 7, { linkStatus: 'expired', totalEarnings: 0 }),
        referral(7, 1, 8, { linkStatus: 'active', expiresAt: '2026-06-01T00:00:00.000Z', totalEarnings: 0 }),
      ],
      facts,
    );
    expect(found).toEqual([
      { referralId: 2, rule: 'referred_twice' },
      { referralId: 3, rule: 'earnings_without_orders' },
      { referralId: 4, rule: 'self_referral' },
      { referralId: 5, rule: 'code_is_not_referrers' },
      { referralId: 6, rule: 'status_vs_expiry' },
      { referralId: 7, rule: 'status_vs_expiry' },
    ]);
  });

  it('counts only orders paid while the link ran', () => {
    const late = referral(1, 1, 2, { activeSince: '2026-04-01T00:00:00.000Z' });
    expect(referralViolations([late], facts)).toEqual([{ referralId: 1, rule: 'earnings_without_orders' }]);
  });
});
