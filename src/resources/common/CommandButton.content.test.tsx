// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { CommandButton } from './CommandButton';
import { CONTENT_REASON } from './CommandDialogContent';

const visible = { id: 4, version: 2, status: 'visible', caption: 'Studio day' };
const openTicket = { id: 9, version: 1, status: 'open' };

const RemoveMedia = () => (
  <CommandButton
    resource="media"
    action="remove"
    messages="app.content.media.commands.remove"
    messageArgs={{ caption: 'Studio day' }}
    input={CONTENT_REASON}
    variant="outlineRed"
    hideWhenUnavailable
  />
);
const CloseTicket = () => (
  <CommandButton
    resource="support-tickets"
    action="close"
    messages="app.content.tickets.commands.close"
    variant="outlineDark"
    hideWhenUnavailable
  />
);

function inRecord(record: Record<string, unknown>, ui: ReactNode) {
  return <RecordContextProvider value={record}>{ui}</RecordContextProvider>;
}

function renderRemove(record: Record<string, unknown>, permissions: string[] = ['media.read', 'media.act']) {
  const runAction = vi.fn(async () => ({ data: { ...record, status: 'removed' } }));
  renderWithAdmin(inRecord(record, <RemoveMedia />), { permissions, dataProvider: { runAction } as never });
  return runAction;
}

describe('CommandButton on content (hidden while unavailable, reason the owner reads)', () => {
  it('is not shown to a role without the command’s permission', async () => {
    renderRemove(visible, ['media.read']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument());
  });

  it('is not shown when the record’s status does not allow the command', async () => {
    renderWithAdmin(
      <>
        {inRecord({ ...visible, status: 'removed' }, <RemoveMedia />)}
        {inRecord(openTicket, <CloseTicket />)}
      </>,
      { permissions: ['media.act', 'support.act'] },
    );
    // Once the allowed button is there, permissions are known: the other one stays hidden.
    await screen.findByRole('button', { name: 'Close ticket' });
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('asks for confirmation and a reason, then runs the command with the reason and the record version', async () => {
    const runAction = renderRemove(visible);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove this media item?');
    expect(dialog).toHaveTextContent('"Studio day" will be hidden');

    const confirm = () => fireEvent.click(screen.getAllByRole('button', { name: 'Remove' }).at(-1)!);
    confirm();
    expect(await screen.findByText('Enter the reason the user will see.')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: '  Copyrighted material.  ' } });
    expect(screen.queryByText('Enter the reason the user will see.')).not.toBeInTheDocument();
    confirm();
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('media', 4, 'remove', { reason: 'Copyrighted material.', version: 2 }));
    expect(await screen.findByText('Media removed')).toBeInTheDocument();
  });

  it('runs a command that is neither destructive nor needs a reason at once, and toasts a refusal by its code', async () => {
    const runAction = vi.fn(async () => {
      throw Object.assign(new Error('This action is not allowed'), {
        status: 409,
        body: { code: 'app.errors.transition', message: 'nope' },
      });
    });
    renderWithAdmin(inRecord(openTicket, <CloseTicket />), {
      permissions: ['support.read', 'support.act'],
      dataProvider: { runAction } as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('support-tickets', 9, 'close', { version: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText("This action is not allowed in the record's current status.")).toBeInTheDocument();
  });
});
