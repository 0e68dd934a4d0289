// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AppMenu } from './AppMenu';

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('AppMenu', () => {
  it('lists the groups in the order of the specification, then the single entries', async () => {
    renderWithAdmin(<AppMenu />, { path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.app-nav-label')?.textContent)
      .filter((t): t is string => !!t);
    const top = labels.filter((l) =>
      ['Dashboard', 'Manage Users', 'Orders', 'Commissions', 'Administrators', 'List Manager', 'CMS'].includes(l),
    );
    expect(top).toEqual(['Dashboard', 'Manage Users', 'Orders', 'Commissions', 'Administrators', 'List Manager', 'CMS']);
    expect(labels.slice(-7)).toEqual([
      'Customer Service',
      'Referral Data',
      'My Quick Ads',
      'My Wallet',
      'User Quick Ads',
      'User Media',
      'Globe',
    ]);
  });

  it('opens the current route’s group on load and marks the current entry', async () => {
    renderWithAdmin(<AppMenu />, { path: '/strikes/4/show' });
    await screen.findByRole('navigation');
    expect(groupButton('Manage Users')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Strikes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('keeps only one group open, and closes the open group when clicked again', async () => {
    renderWithAdmin(<AppMenu />, { path: '/users' });
    await screen.findByRole('navigation');
    expect(groupButton('Manage Users')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(groupButton('Orders'));
    expect(groupButton('Orders')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Manage Users')).toHaveAttribute('aria-expanded', 'false');
    // The closed group's entries leave the DOM once its collapse transition ends.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'In Progress' })).toBeInTheDocument();

    fireEvent.click(groupButton('Orders'));
    expect(groupButton('Orders')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens the group of a route reached from elsewhere', async () => {
    const view = renderWithAdmin(<AppMenu />, { path: '/users' });
    await screen.findByRole('navigation');
    await act(async () => view.navigate('/countries'));
    expect(groupButton('List Manager')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Manage Users')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Countries' })).toHaveAttribute('aria-current', 'page');
  });

  it('in the narrow form, a group is a link to its first permitted sub-route', async () => {
    // Without users.read, Manage Users starts at Reported Users (moderation.read).
    const view = renderWithAdmin(<AppMenu />, {
      path: '/dashboard',
      storeValues: { 'sidebar.open': false },
      permissions: ['dashboard.view', 'moderation.read', 'orders.read'],
    });
    await screen.findByRole('navigation');
    expect(screen.queryByText('Manage Users')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Manage Users' }));
    expect(view.location().pathname).toBe('/reported-users');
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(view.location().pathname).toBe('/in-progress');
  });

  it('hides what the role may not use', async () => {
    renderWithAdmin(<AppMenu />, { path: '/dashboard', permissions: { role: 'tech_support' } });
    await screen.findByRole('navigation');
    expect(screen.queryByRole('button', { name: 'Administrators' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commissions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Wallet' })).not.toBeInTheDocument();
    expect(groupButton('Orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer Service' })).toBeInTheDocument();
  });

  it('hides single entries inside a group the role may partly use', async () => {
    renderWithAdmin(<AppMenu />, { path: '/admins', permissions: { role: 'employee' } });
    await screen.findByRole('navigation');
    expect(screen.queryByRole('button', { name: 'Administrators' })).not.toBeInTheDocument();
    expect(groupButton('Commissions')).toBeInTheDocument();
  });

  it('opens CMS in a new tab without an opener', async () => {
    renderWithAdmin(<AppMenu />);
    const cms = await screen.findByRole('link', { name: 'CMS (opens in a new tab)' });
    expect(cms).toHaveAttribute('target', '_blank');
    expect(cms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(cms.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('activates a sidebar link with the Space key', async () => {
    const view = renderWithAdmin(<AppMenu />, { path: '/dashboard' });
    await screen.findByRole('navigation');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Globe' }), { key: ' ' });
    expect(view.location().pathname).toBe('/globe');
  });

  it('shows nothing until the permissions are known', () => {
    renderWithAdmin(<AppMenu />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
