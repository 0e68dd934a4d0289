// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { RequirePermission } from './RequirePermission';
import { useAdminPermissions } from './permissions/useAdminPermissions';
import { useRefreshPermissions } from './permissions/useRefreshPermissions';
import type { PermissionSubject } from '../domain/permissions';

/** A button that reads the permissions again, and what they now say of the dashboard. */
function RefreshProbe() {
  const refresh = useRefreshPermissions();
  const { can } = useAdminPermissions();
  return (
    <button type="button" onClick={() => void refresh()}>
      {can('dashboard.view') ? 'may view' : 'may not view'}
    </button>
  );
}

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

  it('keeps a page opened while allowed once its permission is withdrawn; coming back shows Not allowed', async () => {
    const options: { permissions: PermissionSubject; path: string } = {
      permissions: { role: 'custom', permissions: ['dashboard.view'] },
      path: '/dashboard',
    };
    const view = renderWithAdmin(
      <>
        <RefreshProbe />
        <Routes>
          <Route
            path="/dashboard"
            element={
              <RequirePermission permission="dashboard.view">
                <p>Dashboard</p>
              </RequirePermission>
            }
          />
          <Route path="/elsewhere" element={<p>Elsewhere</p>} />
        </Routes>
      </>,
      options,
    );
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    options.permissions = { role: 'custom', permissions: [] };
    fireEvent.click(screen.getByRole('button', { name: 'may view' }));
    expect(await screen.findByRole('button', { name: 'may not view' })).toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    await act(async () => view.navigate('/elsewhere'));
    await screen.findByText('Elsewhere');
    await act(async () => view.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
