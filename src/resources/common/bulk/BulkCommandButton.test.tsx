// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { BulkCommandButton } from './BulkCommandButton';
import { BulkResultDialog } from './BulkResultDialog';
import { dismissBulkResult } from './bulkResultStore';
import en from '../../../../i18n/en.json';

configure({ asyncUtilTimeout: 5000 });

const chats = [1, 2, 3].map((id) => ({ id, version: id, status: 'awaiting_review', chatroomId: `room-${id}`, sentByUserId: 60 + id }));
const senders = [61, 62, 63].map((id) => ({ id, firstName: 'Param', lastName: `Talwar ${id}` }));

afterEach(() => dismissBulkResult());

function setup(failing: number[], permissions?: string[]) {
  const onUnselectItems = vi.fn();
  const onSelect = vi.fn();
  const runAction = vi.fn(async (_r: string, id: number, _action?: string, _payload?: Record<string, unknown>) => {
    if (failing.includes(id))
      throw Object.assign(new Error('claimed'), {
        status: 409,
        body: { code: 'app.moderation.errors.claimed_by_other', message: 'claimed' },
      });
    return { data: { id, status: 'reviewed' } };
  });
  const getMany = vi.fn(async (resource: string) => ({ data: resource === 'users' ? senders : chats }));
  const context = {
    selectedIds: [1, 2, 3],
    onUnselectItems,
    onSelect,
    resource: 'flagged-chats',
    data: chats,
  } as unknown as ListControllerResult;
  // The shell draws the results (AppLayout); the list may lose its rows, and its toolbar, meanwhile.
  let emptyQueue = () => {};
  function Queue({ children }: { children: ReactNode }) {
    const [empty, setEmpty] = useState(false);
    emptyQueue = () => act(() => setEmpty(true));
    return empty ? null : children;
  }
  renderWithAdmin(
    <>
      <Queue>
        <ListContextProvider value={context}>
          <BulkCommandButton resource="flagged-chats" action="mark_reviewed" labelKey="app.moderation.commands.mark_reviewed.label" />
        </ListContextProvider>
      </Queue>
      <BulkResultDialog />
    </>,
    { permissions: permissions ?? { role: 'admin' }, dataProvider: { runAction, getMany } as never },
  );
  return { runAction, onUnselectItems, onSelect, emptyQueue: () => emptyQueue() };
}

/** The results dialog, once the command has run. */
async function results(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Mark as reviewed: results' });
}

describe('BulkCommandButton', () => {
  it('asks first, then runs one command per selected row with its version and lists each outcome', async () => {
    const { runAction, onUnselectItems, onSelect } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as reviewed (3)' }));
    const dialog = await screen.findByRole('dialog');
    expect(runAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as reviewed (3)' }));
    await within(await results()).findByText('3 done, 0 not done');
    expect(runAction.mock.calls.map((c) => [c[1], c[3]])).toEqual([
      [1, { version: 1 }],
      [2, { version: 2 }],
      [3, { version: 3 }],
    ]);
    expect(onUnselectItems).toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says why a row was refused, and keeps it selected for another try', async () => {
    const { onSelect } = setup([2]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as reviewed (3)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as reviewed (3)' }));
    const shown = await results();
    await within(shown).findByText('2 done, 1 not done');
    const failed = shown.querySelector('[data-result="failed"]') as HTMLElement;
    expect(failed).not.toBeNull();
    // The server's refusal in the catalogue's words, not its code or its English fallback.
    expect(failed.textContent).toContain(en.app.moderation.errors.claimed_by_other);
    expect(onSelect).toHaveBeenCalledWith([2]);
  });

  it('names each row as the list does and keeps the results once the queue is empty, until closed (#39.12)', async () => {
    const { emptyQueue } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as reviewed (3)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as reviewed (3)' }));
    const shown = await results();
    await within(shown).findByText('Param Talwar 62');
    expect(within(shown).queryByText('#2')).toBeNull();
    emptyQueue();
    expect(await results()).toBeInTheDocument();
    fireEvent.click(within(await results()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered without the command’s permission', async () => {
    setup([], ['moderation.read']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as reviewed/ })).not.toBeInTheDocument());
  });
});
