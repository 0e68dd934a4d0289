// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/en.json';
import { renderWithAdmin } from './renderWithAdmin';
import { DashboardFigures } from '../dashboards/DashboardFigures';
import { WalletSummaryCards } from '../resources/wallet-transactions/WalletSummaryCards';
import type { StatisticsFigures, WalletSummary } from '../domain/statistics';

const FIGURES: StatisticsFigures = {
  orderCount: 3,
  grossRevenue: 300,
  refunds: 20,
  revenue: 280,
  escrowHeld: 80,
  paidToInfluencers: 160,
  commissionEarned: 40,
};
const WALLET: WalletSummary = {
  received: 300,
  escrowHeld: 80,
  refunded: 20,
  paidToUsers: 100,
  owedToUsers: 60,
  commissionEarned: 40,
  cardProviderFees: 9,
  available: 31,
  transactionCount: 12,
};
const dashboard = en.app.money.dashboard.figures;
const wallet = en.app.money.wallet;
const about = (figure: string) => en.app.money.figure_help.replace('%{figure}', figure);

describe('figure definitions (#39.4)', () => {
  it('every dashboard figure has an info button, reached with Tab, whose tooltip defines it', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<DashboardFigures figures={FIGURES} />);
    const buttons = screen.getAllByRole('button', { name: /^What “.+” means$/ });
    expect(buttons).toHaveLength(7);
    // Tab reaches the second figure's button: Revenue first, then Paid to influencers.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: about(dashboard.paidToInfluencers) })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(dashboard.paidToInfluencers_definition);
    expect(screen.getByRole('button', { name: about(dashboard.paidToInfluencers) })).toHaveAccessibleDescription(
      dashboard.paidToInfluencers_definition,
    );
    // Dismissed with Escape without moving the focus (WCAG 1.4.13).
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: about(dashboard.paidToInfluencers) })).toHaveFocus();
  });

  it('the wallet’s figures too; “Paid to users” says how it differs from “Paid to influencers”', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<WalletSummaryCards />, { dataProvider: { request: async () => WALLET } as never });
    const paid = await screen.findByRole('button', { name: about(wallet.paid_to_users) });
    expect(screen.getAllByRole('button', { name: /^What “.+” means$/ })).toHaveLength(7);
    await user.hover(paid);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(wallet.paid_to_users_definition);
    expect(wallet.paid_to_users_definition).toContain(dashboard.paidToInfluencers);
    expect(dashboard.paidToInfluencers_definition).toContain(wallet.paid_to_users);
  });
});
