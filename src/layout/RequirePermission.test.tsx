// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { RequirePermission } from './RequirePermission';

describe('RequirePermission', () => {
  it('renders the page for an admin holding the permission', async () => {
    renderWithAdmin(
      <RequirePermission permission="orders.read">
        <p>Orders page</p>
      </RequirePermission>,
      { permissions: { role: 'tech_support' } },
    );
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
  });

  it('renders the not-allowed page, with a way back, for an admin lacking it', async () => {
    renderWithAdmin(
      <RequirePermission permission="commissions.manage">
        <p>Rates page</p>
      </RequirePermission>,
      { permissions: { role: 'tech_support' }, path: '/commission-rates' },
    );
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('Rates page')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends a Custom access without the dashboard to its first screen, never back to the dashboard (#20.5)', async () => {
    renderWithAdmin(
      <RequirePermission permission="commissions.manage">
        <p>Rates page</p>
      </RequirePermission>,
      { permissions: { role: 'custom', permissions: ['referrals.read'] }, path: '/commission-rates' },
    );
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Referral Data' })).toHaveAttribute('href', '/referralData');
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).not.toBeInTheDocument();
  });

  it('offers no button back to the page it is on', async () => {
    renderWithAdmin(
      <RequirePermission permission="dashboard.view">
        <p>Dashboard</p>
      </RequirePermission>,
      { permissions: { role: 'custom', permissions: [] }, path: '/dashboard' },
    );
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
