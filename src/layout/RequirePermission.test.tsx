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
      { permissions: { role: 'tech_support' } },
    );
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('Rates page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
