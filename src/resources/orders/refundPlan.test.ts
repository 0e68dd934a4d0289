import { refundPlan } from './refundPlan';
import { applyRefund, keptMoney } from '../../domain/money';

const order = { totalPrice: 250, refundedAmount: 0, commissionRate: 12.5, escrowBalance: 250, providerId: 8, refundDate: null };

describe('refundPlan', () => {
  it('refunds the whole escrow in full mode, whatever was typed', () => {
    expect(refundPlan(order, 'full', 'garbage')).toEqual({ refund: 250, error: null, toProvider: 0, toPlatform: 0 });
  });

  it('splits what the customer does not get back at the order rate, like the server', () => {
    const plan = refundPlan(order, 'partial', '100.50');
    expect(plan).toEqual({ refund: 100.5, error: null, toProvider: 130.81, toPlatform: 18.69 });
    const after = { ...order, ...applyRefund(order, 100.5) };
    expect(keptMoney(after)).toEqual({ kept: 149.5, commission: 18.69, earnings: 130.81 });
    expect(plan.refund! + plan.toProvider + plan.toPlatform).toBeCloseTo(order.escrowBalance, 9);
  });

  it('lets the platform keep the rest when no provider was chosen', () => {
    expect(refundPlan({ ...order, providerId: null }, 'partial', '0')).toEqual({ refund: 0, error: null, toProvider: 0, toPlatform: 250 });
  });

  it('refuses amounts above the escrow, badly written or missing', () => {
    expect(refundPlan(order, 'partial', '250.01').error).toBe('app.money.errors.refund_exceeds_escrow');
    expect(refundPlan(order, 'partial', '10.005').error).toBe('app.money.cancel.errors.amount_format');
    expect(refundPlan(order, 'partial', '-5').error).toBe('app.money.cancel.errors.amount_format');
    expect(refundPlan(order, 'partial', ' ').error).toBe('app.money.cancel.errors.amount_required');
    expect(refundPlan(order, 'partial', '250').refund).toBe(250);
  });
});
