// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import { ListTable } from '../list/ListTable';
import { useBulkActions } from './useBulkActions';

const chats = [1, 2].map((id) => ({ id, chatroomId: `room-${id}` }));

function Queue() {
  const { isPending } = useAdminPermissions();
  const bulkActions = useBulkActions('flagged-chats', ['mark_reviewed'], <button type="button">Mark as reviewed</button>);
  return (
    <>
      <p>{isPending ? 'permissions pending' : 'permissions known'}</p>
      <ListTable columns={[{ source: 'chatroomId' }]} bulkActions={bulkActions} />
    </>
  );
}

function setup(permissions: string[] | { role: 'admin' }) {
  const context = {
    data: chats,
    isPending: false,
    error: null,
    sort: { field: 'createdAt', order: 'ASC' },
    setSort: vi.fn(),
    selectedIds: [],
    onToggleItem: vi.fn(),
    onSelect: vi.fn(),
    onUnselectItems: vi.fn(),
    resource: 'flagged-chats',
  } as unknown as ListControllerResult;
  renderWithAdmin(
    <ResourceContextProvider value="flagged-chats">
      <ListContextProvider value={context}>
        <Queue />
      </ListContextProvider>
    </ResourceContextProvider>,
    { permissions },
  );
}

describe('useBulkActions', () => {
  it('gives rows checkboxes when the admin may run one of the commands', async () => {
    setup({ role: 'admin' });
    await screen.findByText('permissions known');
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3); // select all, and one per row
  });

  it('gives none to an admin who could do nothing with the selection', async () => {
    setup(['moderation.read']);
    await screen.findByText('permissions known');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
