// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ORDER_MONEY_CASES, type OrderMoneyCase } from '../../test/orderMoneyCases';
import { OrderMoneyCard } from './OrderMoneyCard';
import type { Order } from '../../domain/entities/orders';

const waiting = ORDER_MONEY_CASES.find((c) => c.order.status === 'waiting_for_applicants')!;
const cancelled = ORDER_MONEY_CASES.find((c) => c.label.startsWith('cancelled by an admin during the work'))!;

function renderCard(order: Order, ledger: OrderMoneyCase['ledger'], permissions?: string[]) {
  const getManyReference = vi.fn(async () => ({ data: ledger, total: ledger.length }));
  const { unmount } = renderWithAdmin(
    <RecordContextProvider value={order}>
      <OrderMoneyCard />
    </RecordContextProvider>,
    { dataProvider: { getManyReference } as never, ...(permissions ? { permissions } : {}) },
  );
  return { getManyReference, unmount };
}

const value = (label: string) => screen.getByText(label, { selector: 'span' }).closest('[role="group"]')?.lastElementChild?.textContent;

describe('OrderMoneyCard', () => {
  it('shows a waiting order its commission at the rate and the earnings the escrow owes (#39.1, ORD-100001)', async () => {
    // ORD-100001 as seeded: 127.85 at 20 %, held in escrow, no provider yet.
    const order: Order = {
      ...waiting.order,
      totalPrice: 127.85,
      initialDeposit: 127.85,
      additionalDeposits: [],
      pricePerInfluencer: 127.85,
      influencerCount: 1,
      commission: 25.57,
      userEarnings: 102.28,
      escrowBalance: 127.85,
      remainingBalance: 102.28,
      cardProviderFee: 4.01,
      paidToYou: 123.84,
    };
    const ledger = [
      { ...waiting.ledger[0], amount: 127.85 },
      { ...waiting.ledger[2], amount: 127.85 },
      { ...waiting.ledger[3], amount: 4.01 },
    ];
    renderCard(order, ledger);
    await screen.findByText('Figures add up');
    expect(value('Commission')).toBe('25.57');
    expect(value('User earnings')).toBe('102.28');
    expect(value('Remaining balance')).toBe('102.28');
  });

  it('checks the figures against the order’s recorded movements, for roles that may read the wallet', async () => {
    // The ledger took a commission of 150.00 where the card shows 120.00, so it credited the
    // provider 450.00 of the 600.00 released where the card shows 480.00: two figures.
    const ledger = cancelled.ledger.map((m) => (m.kind === 'commission' ? { ...m, amount: 150 } : m));
    const asAdmin = renderCard(cancelled.order, ledger);
    expect(await screen.findByText('2 figures do not add up')).toBeInTheDocument();
    expect(asAdmin.getManyReference).toHaveBeenCalledWith(
      'wallet-transactions',
      expect.objectContaining({ target: 'orderId', id: cancelled.order.id }),
    );
    asAdmin.unmount();

    // A role without wallet.view never asks for the ledger: its card checks the stored figures.
    const withoutWallet = renderCard(cancelled.order, ledger, ['orders.read']);
    expect(await screen.findByText('Figures add up')).toBeInTheDocument();
    expect(value('Commission')).toBe('120.00');
    expect(withoutWallet.getManyReference).not.toHaveBeenCalled();
  });
});
