// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { CommandButton } from '../../common/CommandButton';
import { IssueStrikeButton } from './IssueStrikeButton';
import { VerifyUserButton } from './VerifyUserButton';

configure({ asyncUtilTimeout: 5000 });

const user = {
  id: 7,
  version: 3,
  firstName: 'Asha',
  lastName: 'Verma',
  verificationStatus: 'unverified',
  accountStatus: 'active',
  activeStrikes: 1,
};

function setup(
  ui: React.ReactNode,
  record: Record<string, unknown>,
  permissions: string[] | { role: 'admin' } = { role: 'admin' },
  fail?: unknown,
  result = record,
) {
  const runAction = vi.fn(async () => {
    if (fail) throw fail;
    return { data: result };
  });
  renderWithAdmin(
    <ResourceContextProvider value="users">
      <RecordContextProvider value={record}>{ui}</RecordContextProvider>
    </ResourceContextProvider>,
    { permissions, dataProvider: { runAction } as never },
  );
  return runAction;
}

describe('CommandButton', () => {
  it('confirms a one-click decision first, then runs it with the record version and says so (#20.3)', async () => {
    const runAction = setup(<VerifyUserButton />, user);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify user' }));
    const dialog = await screen.findByRole('dialog');
    expect(runAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify user' }));
    expect(await screen.findByText('User verified')).toBeInTheDocument();
    expect(runAction).toHaveBeenCalledWith('users', 7, 'verify', { version: 3 });
  });

  it('keeps an open confirmation when the record stops allowing the command under it (hideWhenUnavailable)', async () => {
    const runAction = vi.fn();
    let setRecord: (r: typeof user) => void = () => undefined;
    function Row() {
      const [record, set] = useState(user);
      setRecord = set;
      return (
        <RecordContextProvider value={record}>
          <CommandButton
            resource="users"
            action="verify"
            messages="app.manageUsers.commands.verify_user"
            variant="outlineBlue"
            confirm
            hideWhenUnavailable
          />
        </RecordContextProvider>
      );
    }
    renderWithAdmin(
      <ResourceContextProvider value="users">
        <Row />
      </ResourceContextProvider>,
      { dataProvider: { runAction } as never },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verify user' }));
    const dialog = await screen.findByRole('dialog');
    // Another admin verified the user; the list refreshed.
    act(() => setRecord({ ...user, version: 4, verificationStatus: 'verified' }));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify user' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify user' })).not.toBeInTheDocument());
    expect(runAction).not.toHaveBeenCalled();
  });

  it('is disabled when the record status does not allow the command', async () => {
    setup(<VerifyUserButton />, { ...user, verificationStatus: 'verified' });
    expect(await screen.findByRole('button', { name: 'Verify user' })).toBeDisabled();
  });

  it('is not offered to a role without the permission', async () => {
    setup(<IssueStrikeButton />, user, ['users.read', 'moderation.read']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Issue strike' })).not.toBeInTheDocument());
  });

  it('asks for confirmation and a reason before a destructive command, and sends the reason', async () => {
    const runAction = setup(<IssueStrikeButton />, user);
    fireEvent.click(await screen.findByRole('button', { name: 'Issue strike' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Asha Verma has 1 active strike/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue strike' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Spam links.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue strike' }));
    expect(await screen.findByText('Strike issued')).toBeInTheDocument();
    expect(runAction).toHaveBeenCalledWith('users', 7, 'issue_strike', { reason: 'Spam links.', version: 3 });
  });

  it('says so when the strike also suspended the account (#20.9)', async () => {
    const third = { ...user, activeStrikes: 2 };
    setup(<IssueStrikeButton />, third, { role: 'admin' }, undefined, { ...third, activeStrikes: 3, accountStatus: 'suspended' });
    fireEvent.click(await screen.findByRole('button', { name: 'Issue strike' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Third time.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue strike' }));
    expect(
      await screen.findByText('Strike issued. Asha Verma reached 3 active strikes, so the account is now suspended.'),
    ).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const runAction = setup(
      <CommandButton
        resource="users"
        action="suspend"
        messages="app.manageUsers.commands.suspend_user"
        variant="error"
        input={{ field: 'reason', required: true }}
      />,
      user,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(runAction).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as a toast from its catalogue code", async () => {
    const refusal = Object.assign(new Error('Conflict'), {
      status: 409,
      body: { code: 'app.errors.transition', message: 'This action is not allowed while the verificationStatus is "verified".' },
    });
    setup(<VerifyUserButton />, user, { role: 'admin' }, refusal);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify user' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify user' }));
    expect(await screen.findByText("This action is not allowed in the record's current status.")).toBeInTheDocument();
  });
});
