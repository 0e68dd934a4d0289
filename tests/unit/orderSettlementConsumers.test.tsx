// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import en from '../../i18n/en.json';
import { formatMoney } from '../../src/domain/money';
import { renderWithAdmin } from '../../src/test/renderWithAdmin';
import { ORDER_MONEY_CASES, type OrderMoneyCase } from '../../src/test/orderMoneyCases';
import { OrderMoneyCard } from '../../src/resources/orders/OrderMoneyCard';
import { EXPORT_COLUMNS } from '../../src/domain/exports/exportDefinitions';
import { exportCell, type CellContext } from '../../src/domain/exports/exportCells';
import { walletSummary } from '../../server/statistics/walletSummary';
import { aggregateOrders } from '../../server/statistics/aggregateOrders';

/**
 * #39: the order card, the orders CSV, the wallet and the dashboards show one settlement for every
 * status × refund case (src/test/orderMoneyCases.ts, figures worked out by hand). The card and the
 * CSV show the split of what the order kept, held or settled; the wallet and the dashboards count
 * it once the escrow is settled and count it as escrow while it is held.
 */

function translate(key: string, options: Record<string, unknown> = {}): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : String(options._ ?? key);
}

const FIELDS = en.resources.orders.fields;

/** The value of one labelled row of the card. */
function cardValue(card: HTMLElement, label: string): string {
  const row = within(card).getByText(label, { selector: 'span' }).closest('[role="group"]');
  return row?.lastElementChild?.textContent ?? '';
}

async function renderCard(c: OrderMoneyCase) {
  const getManyReference = vi.fn(async () => ({ data: c.ledger, total: c.ledger.length }));
  const view = renderWithAdmin(
    <RecordContextProvider value={c.order}>
      <OrderMoneyCard />
    </RecordContextProvider>,
    { dataProvider: { getManyReference } as never },
  );
  await screen.findByText(en.app.money.orders.money);
  return view.container;
}

describe('one settlement on the card, in the CSV, the wallet and the dashboards (#39)', () => {
  it.each(ORDER_MONEY_CASES.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const { expected } = c;
    const settled = expected.held === 0;

    const card = await renderCard(c);
    expect(cardValue(card, FIELDS.commission)).toBe(formatMoney(expected.commission));
    expect(cardValue(card, FIELDS.userEarnings)).toBe(formatMoney(expected.earnings));
    expect(within(card).getByText(en.app.money.orders.consistent)).toBeInTheDocument();

    const cells: CellContext = { translate, locales: 'en-US', timeZone: 'UTC', named: () => undefined, countryName: (code) => code };
    const csvColumn = (source: string) =>
      exportCell(
        EXPORT_COLUMNS.orders!.find((col) => col.source === source)!,
        c.order,
        cells,
      );
    expect([csvColumn('commission'), csvColumn('userEarnings')]).toEqual([
      formatMoney(expected.commission),
      formatMoney(expected.earnings),
    ]);

    const wallet = walletSummary([c.order], c.ledger);
    expect(wallet.escrowHeld).toBe(expected.held);
    // What the wallet credited the provider: still owed plus already paid out.
    expect(Math.round((wallet.owedToUsers + wallet.paidToUsers) * 100) / 100).toBe(settled ? expected.earnings : 0);
    expect(wallet.commissionEarned).toBe(settled ? expected.commission : 0);

    const { figures } = aggregateOrders([c.order], { from: null, to: null, serviceType: null }, () => null);
    expect(figures.escrowHeld).toBe(expected.held);
    expect(figures.paidToInfluencers).toBe(settled ? expected.earnings : 0);
    expect(figures.commissionEarned).toBe(settled ? expected.commission : 0);
  });
});
