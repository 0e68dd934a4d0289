import type { PaymentDetail } from '../../../src/domain/entities/paymentDetails';
import { iso } from '../clock';
import type { SeedContext } from '../context';
import type { Profile } from './profile';

/** The saved card of users who buy: brand, last four digits and expiry only, never a card number. */
export function seedPaymentDetails(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (user.accountType === 'kid_influencer' || !rng.chance(0.6)) return;
  const brands: PaymentDetail['cardBrand'][] =
    user.country === 'IN' ? ['rupay', 'visa', 'mastercard'] : ['visa', 'mastercard', 'amex', 'discover'];
  const address = `${rng.streetAddress(user.country)}, ${user.city}, ${user.state} ${user.zip}, ${user.countrySeed.name}`
    .replace(/\s+,/g, ',')
    .replace(/ {2,}/g, ' ');
  const postal = rng.chance(0.8) ? address : `PO Box ${rng.int(100, 9999)}, ${user.city}, ${user.countrySeed.name}`;
  const expiryYear = 26 + rng.int(0, 5);
  ctx.db.write(
    'payment-details',
    {
      userId: user.id,
      cardBrand: rng.pick(brands),
      cardLast4: rng.pattern('####'),
      cardExpiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${expiryYear}`,
      billingAddress: address,
      postalAddress: postal,
    },
    iso(rng.between(user.memberSinceMs, ctx.now)),
  );
}
