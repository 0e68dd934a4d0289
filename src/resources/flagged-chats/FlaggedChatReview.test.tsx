// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShowBase } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { FlaggedChatReview } from './FlaggedChatReview';
import { CLAIM_RELEASE_DELAY_MS } from './useFlaggedChatClaim';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5000 });

const ME = 1;
const OTHER = 2;
const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();

function chat(overrides: Partial<FlaggedChat> = {}): FlaggedChat {
  return {
    id: 10,
    version: 3,
    createdAt: '2026-02-06T11:11:00.000Z',
    updatedAt: '2026-02-06T11:11:00.000Z',
    chatroomId: 'room_445685546',
    sentByUserId: 6,
    message: 'Let us skip the platform fee: wire transfer and I add a bonus.',
    matchedWords: ['wire transfer'],
    adminNotes: '',
    status: 'awaiting_review',
    lastReviewedAt: null,
    lastReviewedByAdminId: null,
    claimedByAdminId: null,
    claimExpiresAt: null,
    ...overrides,
  };
}

function setup(record: FlaggedChat, permissions?: string[]) {
  let current = record;
  const runAction = vi.fn(async (_resource: string, _id: number, action: string, payload: Record<string, unknown>) => {
    if (action === 'claim') current = { ...current, claimedByAdminId: ME, claimExpiresAt: inFiveMinutes(), version: current.version + 1 };
    if (action === 'mark_reviewed') current = { ...current, ...payload, status: 'reviewed', version: current.version + 1 };
    return { data: current };
  });
  const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => {
    const { filter } = params;
    if ('createdAt_gte' in filter) return { data: [{ id: 11 }], total: 4 };
    if ('createdAt_lte' in filter) return { data: [{ id: 9 }], total: 2 };
    return { data: [{ id: 9 }], total: 7 };
  });
  const view = renderWithAdmin(
    <ShowBase resource="flagged-chats" id={record.id}>
      <FlaggedChatReview />
    </ShowBase>,
    {
      path: `/flagged-chats/${record.id}/show`,
      permissions: permissions ?? { role: 'admin' },
      dataProvider: {
        getOne: async () => ({ data: current }),
        getMany: async () => ({ data: [{ id: 6, firstName: 'Asha', lastName: 'Rao' }] }),
        getList,
        runAction,
        request: async () => ({
          data: [
            { id: ME, name: 'Ada Admin', isMe: true },
            { id: OTHER, name: 'Priya Raman', isMe: false },
          ],
        }),
      } as never,
    },
  );
  return { ...view, runAction };
}

const key = (k: string, target: Element | Window = window) => fireEvent.keyDown(target, { key: k });

describe('FlaggedChatReview', () => {
  it('claims a waiting chat on opening and shows the message with its restricted words marked', async () => {
    const { runAction } = setup(chat());
    await screen.findByText('Keyboard:');
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('flagged-chats', 10, 'claim', {}), { timeout: 3000 });
    expect(await screen.findByText(/You are reviewing this chat until/)).toBeInTheDocument();
    const mark = document.querySelector('mark');
    expect(mark).toHaveTextContent('wire transfer');
  });

  it('keeps the claim when the page is mounted again at once, and releases it a moment after leaving', async () => {
    const first = setup(chat());
    await waitFor(() => expect(first.runAction).toHaveBeenCalledWith('flagged-chats', 10, 'claim', {}), { timeout: 3000 });
    first.unmount();
    const again = setup(chat());
    await waitFor(() => expect(again.runAction).toHaveBeenCalledWith('flagged-chats', 10, 'claim', {}), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, CLAIM_RELEASE_DELAY_MS + 300));
    // The first page's release was cancelled: it would have undone the second page's claim.
    expect(first.runAction).not.toHaveBeenCalledWith('flagged-chats', 10, 'release', {});
    again.unmount();
    await waitFor(() => expect(again.runAction).toHaveBeenCalledWith('flagged-chats', 10, 'release', {}), {
      timeout: CLAIM_RELEASE_DELAY_MS + 2000,
    });
  });

  it('R marks it as reviewed with the typed notes (but not while typing them), then opens the next chat', async () => {
    const view = setup(chat());
    const notes = await screen.findByLabelText('Admin notes');
    await waitFor(() => expect(notes).toBeEnabled());
    fireEvent.change(notes, { target: { value: 'Warned both parties.' } });
    key('r', notes);
    expect(view.runAction).not.toHaveBeenCalledWith('flagged-chats', 10, 'mark_reviewed', expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as reviewed' })).toBeEnabled());
    key('r');
    await waitFor(() =>
      expect(view.runAction).toHaveBeenCalledWith('flagged-chats', 10, 'mark_reviewed', {
        adminNotes: 'Warned both parties.',
        version: expect.any(Number),
      }),
    );
    // After review, the next chat of the queue opens.
    await waitFor(() => expect(view.location().pathname).toBe('/flagged-chats/11/show'));
    expect(await screen.findByText('Chat marked as reviewed')).toBeInTheDocument();
  });

  it('K and J open the previous and next chat', async () => {
    const view = setup(chat());
    await screen.findByText('3 of 7');
    key('k');
    await waitFor(() => expect(view.location().pathname).toBe('/flagged-chats/9/show'));
    key('j');
    await waitFor(() => expect(view.location().pathname).toBe('/flagged-chats/11/show'));
  });

  it('a chat another moderator holds is read-only: says who, no claim, no R', async () => {
    const view = setup(chat({ claimedByAdminId: OTHER, claimExpiresAt: inFiveMinutes() }));
    expect(await screen.findByText(/Priya Raman is reviewing this chat until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as reviewed' })).toBeDisabled();
    expect(screen.getByLabelText('Admin notes')).toBeDisabled();
    key('r');
    await new Promise((r) => setTimeout(r, 50));
    expect(view.runAction).not.toHaveBeenCalled();
  });

  it('roles without moderation.act read the chat without claiming it or any review button', async () => {
    const view = setup(chat(), ['moderation.read', 'users.read']);
    await screen.findByText('3 of 7');
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save notes' })).not.toBeInTheDocument();
    expect(view.runAction).not.toHaveBeenCalled();
  });
});
