// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, type AuthProvider } from 'react-admin';
import { AdminControls } from './AdminControls';
import { TestAdmin } from '../../test/testAdminContext';

const FUTURE = new Date(Date.now() + 86_400_000).toISOString();
const base = {
  id: 7,
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  role: 'admin',
  permissions: [],
  status: 'active',
  inviteExpiresAt: null,
  version: 1,
};

function renderControls(
  record: Record<string, unknown>,
  { me = 'ada@example.com', permissions = ['admins.manage'], activeAdmins = 2 } = {},
) {
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getIdentity: async () => ({ id: me, email: me }),
    getPermissions: async () => permissions,
  };
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [], total: activeAdmins })),
    request: vi.fn(async () => ({ sessions: [] })),
    runAction: vi.fn(async () => ({ data: record })),
  };
  render(
    <TestAdmin dataProvider={dataProvider} authProvider={authProvider}>
      <RecordContextProvider value={record}>
        <AdminControls />
      </RecordContextProvider>
    </TestAdmin>,
  );
  return dataProvider;
}

describe('AdminControls', () => {
  it('offers every control for another active admin, and confirms before revoking', async () => {
    const dp = renderControls(base);
    for (const name of ['Sign out all devices', 'Block IP', 'Send password reset'])
      expect(await screen.findByRole('button', { name })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Void link' })).toBeNull();
    const revoke = await screen.findByRole('button', { name: 'Revoke access' });
    await vi.waitFor(() => expect(revoke).toBeEnabled());
    await userEvent.click(revoke);
    expect(await screen.findByText('Revoke access?')).toBeInTheDocument();
    expect(dp.runAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Revoke access' }).at(-1)!);
    await vi.waitFor(() => expect(dp.runAction).toHaveBeenCalledWith('admins', 7, 'revoke_access', { version: 1 }));
  });

  it('disables revoking oneself and says why', async () => {
    renderControls(base, { me: 'PRIYA@example.com' });
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke access' })).toBeDisabled();
  });

  it('disables revoking the last active Admin and says why', async () => {
    renderControls(base, { activeAdmins: 1 });
    expect(await screen.findByText(/This is the last active Admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke access' })).toBeDisabled();
  });

  it('offers Void link for a pending invitation, and not password or sign-out controls', async () => {
    renderControls({ ...base, role: 'employee', status: 'invited', inviteExpiresAt: FUTURE });
    expect(await screen.findByRole('button', { name: 'Void link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send password reset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out all devices' })).toBeNull();
  });

  it('shows nothing to an admin without admins.manage', async () => {
    renderControls(base, { permissions: ['lists.read'] });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
