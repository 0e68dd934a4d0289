// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { BulkMarkReviewedButton } from './BulkMarkReviewedButton';

configure({ asyncUtilTimeout: 5000 });

function setup(failing: number[], permissions?: string[]) {
  const onUnselectItems = vi.fn();
  const runAction = vi.fn(async (_r: string, id: number) => {
    if (failing.includes(id)) throw Object.assign(new Error('claimed'), { status: 409, body: { code: 'app.moderation.errors.claimed_by_other' } });
    return { data: { id, status: 'reviewed' } };
  });
  const context = { selectedIds: [1, 2, 3], onUnselectItems, resource: 'flagged-chats' } as unknown as ListControllerResult;
  renderWithAdmin(
    <ListContextProvider value={context}>
      <BulkMarkReviewedButton />
    </ListContextProvider>,
    { permissions: permissions ?? { role: 'admin' }, dataProvider: { runAction } as never },
  );
  return { runAction, onUnselectItems };
}

describe('BulkMarkReviewedButton', () => {
  it('runs one command per selected chat and reports all done', async () => {
    const { runAction, onUnselectItems } = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText('3 chats marked as reviewed')).toBeInTheDocument();
    expect(runAction.mock.calls.map((c) => c[1])).toEqual([1, 2, 3]);
    expect(onUnselectItems).toHaveBeenCalled();
  });

  it('counts the chats it had to skip', async () => {
    setup([2]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText('2 marked as reviewed; 1 skipped (already reviewed or being reviewed by someone else)')).toBeInTheDocument();
  });

  it('is not offered without moderation.act', async () => {
    setup([], ['moderation.read']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument());
  });
});
