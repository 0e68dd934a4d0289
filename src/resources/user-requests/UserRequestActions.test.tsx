// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { UserRequest } from '../../domain/entities/userRequests';
import { UserRequestActions } from './UserRequestActions';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const base = {
  version: 1,
  createdAt: '2026-10-27T20:06:11.000Z',
  updatedAt: '2026-10-27T20:06:11.000Z',
  userId: 7,
  decisionReason: null,
  decidedAt: null,
};
const none = { nameChange: null, dateOfBirth: null, dataRequest: null, accountRecovery: null };
const nameChange: UserRequest = {
  ...base,
  ...none,
  id: 1,
  type: 'name_change',
  status: 'pending',
  nameChange: {
    nameType: 'person',
    currentFirstName: 'Asha',
    newFirstName: 'Aisha',
    currentLastName: 'Rao',
    newLastName: 'Rao',
    reason: 'Spelling.',
  },
};
const recovery: UserRequest = {
  ...base,
  ...none,
  id: 2,
  type: 'account_recovery',
  status: 'pending',
  accountRecovery: {
    lastPurchase: 'x',
    lastJobCompleted: 'y',
    jobsInProgress: 1,
    lostPhoneOrEmail: 'email',
    fullName: 'Asha Rao',
    newContact: 'asha@example.net',
  },
};

function setup(record: UserRequest, user: Record<string, unknown>, permissions?: string[]) {
  const runAction = vi.fn(async () => ({ data: { ...record, status: 'approved' } }));
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <UserRequestActions />
    </RecordContextProvider>,
    {
      permissions: permissions ?? { role: 'admin' },
      dataProvider: { getOne: async () => ({ data: { id: 7, firstName: 'Asha', lastName: 'Rao', ...user } }), runAction } as never,
    },
  );
  return { runAction };
}

describe('UserRequestActions', () => {
  it('approves a name change of a verified account once it is confirmed (#39.8)', async () => {
    const { runAction } = setup(nameChange, { verificationStatus: 'verified', accountStatus: 'active' });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    fireEvent.click(approve);
    const dialog = await screen.findByRole('dialog');
    expect(runAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('user-requests', 1, 'approve_name_change', { version: 1 }));
    expect(await screen.findByText('Name change approved')).toBeInTheDocument();
  });

  it('disables approve until the identity is verified, and says why', async () => {
    setup(nameChange, { verificationStatus: 'unverified', accountStatus: 'active' });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeDisabled());
    expect(approve.parentElement).toHaveAttribute('title', expect.stringContaining('Verify the user'));
  });

  it('declining asks for confirmation and a reason, then suspends', async () => {
    const { runAction } = setup(nameChange, { verificationStatus: 'verified', accountStatus: 'active' });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline change, suspend account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline the name change and suspend Asha Rao?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline change, suspend account' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Impersonation.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline change, suspend account' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('user-requests', 1, 'decline_name_change', { reason: 'Impersonation.', version: 1 }),
    );
  });

  it('hides what the role may not do: Tech Support cannot suspend', async () => {
    setup(nameChange, { verificationStatus: 'verified', accountStatus: 'active' }, ['userRequests.read', 'userRequests.act']);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline change, suspend account' })).not.toBeInTheDocument();
  });

  it('reject and delete is confirmed with a reason', async () => {
    const { runAction } = setup(recovery, { accountStatus: 'active' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject and delete account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Answers do not match.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete account' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('user-requests', 2, 'reject_and_delete_account', {
        reason: 'Answers do not match.',
        version: 1,
      }),
    );
  });

  it('disables every decision on a deleted account', async () => {
    setup(recovery, { accountStatus: 'deleted' });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Reject and delete account' })).toBeDisabled();
  });

  it('shows no decision once the request is decided', async () => {
    setup({ ...nameChange, status: 'approved' }, { verificationStatus: 'verified', accountStatus: 'active' });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve.parentElement).toHaveAttribute('title', "Not available in the record's current status");
  });
});
