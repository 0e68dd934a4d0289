// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { clearSession, setAdminData, setSession } from '../../providers/session';
import { AccountMenu } from './AccountMenu';

const ADMIN = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  avatar: '/seed/avatar-01.svg',
  role: 'admin' as const,
  permissions: [],
};

/** Opens the menu and waits for its code (a chunk of its own) to be drawn. */
const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await screen.findByRole('menu');
};
/** Lets react-admin's identity query settle, so its update lands inside act(). */
const settle = () => act(async () => {});

describe('AccountMenu', () => {
  beforeEach(() => setSession('token', ADMIN));
  afterEach(() => {
    // Unmount first: signing out announces a session change the menu would react to.
    cleanup();
    clearSession();
  });

  it('shows the admin’s email, photo and the account actions', async () => {
    const { container } = renderWithAdmin(<AccountMenu />);
    await settle();
    expect(container.querySelector('img')).toHaveAttribute('src', '/seed/avatar-01.svg');
    await openMenu();
    expect(screen.getByTestId('account-email')).toHaveTextContent('asha@example.com');
    for (const name of ['Edit Photo', 'Change Password', 'Change Email', 'Help and FAQs', 'Logout']) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('follows a profile change (new photo) without a reload', async () => {
    const { container } = renderWithAdmin(<AccountMenu />);
    await settle();
    act(() => setAdminData({ ...ADMIN, avatar: '/seed/avatar-02.svg' }));
    expect(container.querySelector('img')).toHaveAttribute('src', '/seed/avatar-02.svg');
  });

  it('stores the theme choice under react-admin’s `theme` key, and removes it to follow the system', async () => {
    const view = renderWithAdmin(<AccountMenu />);
    await settle();
    await openMenu();
    expect(screen.getByRole('menuitemradio', { name: 'Follow system' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(view.store.getItem('theme')).toBe('dark');
    await openMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Follow system' }));
    expect(view.store.getItem('theme')).toBeUndefined();
  });

  it('switches the language through react-admin’s locale store', async () => {
    const view = renderWithAdmin(<AccountMenu />);
    await settle();
    await openMenu();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    // Switching locale loads its catalogue asynchronously.
    await act(async () => fireEvent.click(screen.getByRole('menuitemradio', { name: 'हिन्दी' })));
    expect(view.store.getItem('locale')).toBe('hi');
  });

  it('opens the Help Center from Help and FAQs', async () => {
    renderWithAdmin(<AccountMenu />, { dataProvider: { getList: async () => ({ data: [], total: 0 }), request: async () => [] } as never });
    await settle();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Help and FAQs' }));
    expect(await screen.findByRole('dialog', { name: 'Help Center' })).toBeInTheDocument();
  });
});
