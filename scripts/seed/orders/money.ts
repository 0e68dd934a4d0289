import type { Order, ServiceType } from '../../../src/domain/entities/orders';
import type { OrderStatus } from '../../../src/domain/machines/order';
import { keptMoney, orderMoney, round2 } from '../../../src/domain/money';
import type { Random } from '../random';

/** Price per influencer (major units) by service: boosts are cheap, sponsorships dear. */
const PRICE_RANGES: Record<ServiceType, [number, number]> = {
  quick_ad: [20, 300],
  advertisement: [100, 3000],
  acting_service: [200, 5000],
  booking: [50, 1500],
  licensing_deal: [300, 8000],
  music_service: [100, 2500],
  sponsorship: [500, 15000],
  profile_boost: [10, 150],
  featured_listing: [20, 300],
};

/** Services a customer can book several influencers for at once. */
const MULTI: readonly ServiceType[] = ['quick_ad', 'advertisement', 'sponsorship'];

type Money = Pick<
  Order,
  | 'totalPrice'
  | 'commissionRate'
  | 'commission'
  | 'userEarnings'
  | 'initialDeposit'
  | 'pricePerInfluencer'
  | 'influencerCount'
  | 'escrowBalance'
  | 'remainingBalance'
  | 'refundedAmount'
  | 'cardProviderFee'
  | 'paidToYou'
> & { additionalDepositAmounts: number[] };

/**
 * An order's money, following the rules of src/domain/money.ts. Amounts are drawn in integer
 * cents and only divided at the end, so sums are exact.
 */
export function orderMoneyFor(
  rng: Random,
  input: {
    serviceType: ServiceType;
    status: OrderStatus;
    reachedWork: boolean;
    hasProvider: boolean;
    fullRefund: boolean;
    held: boolean;
    rate: number;
  },
): Money {
  const [min, max] = PRICE_RANGES[input.serviceType];
  const ppi = rng.cents(min, max);
  const count = MULTI.includes(input.serviceType) && rng.chance(0.5) ? rng.int(2, 10) : 1;
  const total = ppi * count;

  // Deposits: all at once, or in installments (per influencer batch, or a down payment).
  const deposits: number[] = [];
  if (count > 1 && rng.chance(0.5)) {
    const first = rng.int(1, count - 1);
    deposits.push(ppi * first);
    const rest = count - first;
    const second = rest > 1 && rng.chance(0.5) ? rng.int(1, rest - 1) : rest;
    deposits.push(ppi * second);
    if (second < rest) deposits.push(ppi * (rest - second));
  } else if (count === 1 && total >= 200 && rng.chance(0.2)) {
    const down = Math.round(total * (0.3 + rng.next() * 0.4));
    deposits.push(down, total - down);
  } else {
    deposits.push(total);
  }

  const refunded = refundCents(rng, input, total, ppi, count);
  const totalPrice = total / 100;
  const split = orderMoney(totalPrice, input.rate);
  const refundedAmount = refunded / 100;
  const kept = keptMoney({ totalPrice, refundedAmount, commissionRate: input.rate });
  const cardProviderFee = Math.min(totalPrice, round2(totalPrice * 0.029 + 0.3));
  return {
    totalPrice,
    commissionRate: input.rate,
    commission: split.commission,
    userEarnings: split.userEarnings,
    initialDeposit: deposits[0] / 100,
    additionalDepositAmounts: deposits.slice(1).map((c) => c / 100),
    pricePerInfluencer: ppi / 100,
    influencerCount: count,
    escrowBalance: input.held ? kept.kept : 0,
    remainingBalance: input.held ? kept.earnings : 0,
    refundedAmount,
    cardProviderFee,
    paidToYou: round2(totalPrice - cardProviderFee),
  };
}

function refundCents(
  rng: Random,
  input: { status: OrderStatus; reachedWork: boolean; hasProvider: boolean; fullRefund: boolean },
  total: number,
  ppi: number,
  count: number,
): number {
  switch (input.status) {
    case 'partially_completed':
      return count > 1 ? ppi * rng.int(1, count - 1) : Math.round(total * (0.2 + rng.next() * 0.4));
    case 'expired':
    case 'failed':
    case 'cancelled_by_iw':
      return total;
    case 'customer_cancelled':
    case 'cancelled_by_admin':
      // Work already started is paid for; otherwise the customer gets everything back.
      return input.reachedWork && input.hasProvider && !input.fullRefund && rng.chance(0.5)
        ? Math.round(total * (0.5 + rng.next() * 0.4))
        : total;
    default:
      return 0;
  }
}
