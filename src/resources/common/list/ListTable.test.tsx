// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createPortal } from 'react-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, TextField, type ListControllerResult, type RaRecord } from 'react-admin';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { ListTable, type RowClick } from './ListTable';
import type { ListColumn } from './listColumns';

const rows: RaRecord[] = [
  { id: 1, email: 'asha@example.com', memberSince: '2026-01-05T10:00:00Z', activeStrikes: 1200, change: { reason: 'Married' } },
  { id: 2, email: 'ravi@example.com', memberSince: null, activeStrikes: 0 },
];
/** What a row button's dialog is to the row: drawn in a portal, outside the row's DOM. */
const InPortal = () => createPortal(<p>Dialog text</p>, document.body);
const columns: ListColumn[] = [
  { source: 'email', cell: <TextField source="email" /> },
  { source: 'dialog', sortBy: false, label: 'Dialog', cell: <InPortal /> },
  { source: 'memberSince', cell: 'date', emptyText: '—' },
  { source: 'activeStrikes', cell: 'number', align: 'right', sortBy: false },
  { source: 'change.reason', label: 'Reason', sortBy: false },
];

function setup(
  options: {
    data?: RaRecord[];
    isPending?: boolean;
    error?: Error;
    selectedIds?: number[];
    rowClick?: RowClick;
    bulk?: boolean;
    expand?: boolean;
  } = {},
) {
  const context = {
    data: options.data ?? rows,
    isPending: options.isPending ?? false,
    error: options.error ?? null,
    sort: { field: 'memberSince', order: 'DESC' },
    setSort: vi.fn(),
    selectedIds: options.selectedIds ?? [],
    onToggleItem: vi.fn(),
    onSelect: vi.fn(),
    onUnselectItems: vi.fn(),
    resource: 'users',
  } as unknown as ListControllerResult;
  const view = renderWithAdmin(
    <ResourceContextProvider value="users">
      <ListContextProvider value={context}>
        <ListTable
          columns={columns}
          rowClick={options.rowClick ?? 'show'}
          bulkActions={options.bulk ? <button type="button">Verify</button> : undefined}
          expand={options.expand ? <p>Details of the row</p> : undefined}
        />
      </ListContextProvider>
    </ResourceContextProvider>,
    { path: '/users' },
  );
  return { ...view, context };
}

describe('ListTable', () => {
  it('names each column from the catalogue and says which one the list is sorted by', async () => {
    setup();
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Email', 'Dialog', 'Member since', 'Active strikes', 'Reason']);
    expect(headers[2]).toHaveAttribute('aria-sort', 'descending');
    expect(headers[0]).not.toHaveAttribute('aria-sort');
    // A column that does not sort has no button.
    expect(within(headers[3]).queryByRole('button')).toBeNull();
  });

  it('sorts by a new column ascending, and turns the sorted one around', async () => {
    const { context } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Email' }));
    expect(context.setSort).toHaveBeenLastCalledWith({ field: 'email', order: 'ASC' });
    fireEvent.click(screen.getByRole('button', { name: 'Member since' }));
    expect(context.setSort).toHaveBeenLastCalledWith({ field: 'memberSince', order: 'ASC' });
  });

  it('draws element cells in the row and plain cells in the chosen formats, blank ones with their empty text', async () => {
    setup();
    const [, first, second] = await screen.findAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['asha@example.com', '', '1/5/2026', '1,200', 'Married']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ravi@example.com', '', '—', '0', '']);
  });

  it('opens a row’s record when the row is pressed, but not when a control in it or its dialog is', async () => {
    const { location } = setup({ bulk: true });
    const [, first] = await screen.findAllByRole('row');
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(screen.getAllByText('Dialog text')[0]);
    expect(location().pathname).toBe('/users');
    fireEvent.click(within(first).getByText('asha@example.com'));
    expect(location().pathname).toBe('/users/1/show');
  });

  it('selects rows one by one or the whole page, and shows the commands for the selection', async () => {
    const { context } = setup({ bulk: true, selectedIds: [2] });
    expect(await screen.findByRole('region', { name: '1 item selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(context.onSelect).toHaveBeenCalledWith([2, 1]);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0]);
    expect(context.onToggleItem).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unselect' }));
    expect(context.onUnselectItems).toHaveBeenCalled();
  });

  it('expands a row under it when asked', async () => {
    setup({ expand: true, rowClick: 'expand' });
    const [toggle] = await screen.findAllByRole('button', { name: 'Expand' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByText('Details of the row')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByText('ravi@example.com'));
    expect(screen.getAllByText('Details of the row')).toHaveLength(2);
  });

  it('says when the page is loading, failed or empty', async () => {
    const loading = setup({ isPending: true, data: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    loading.unmount();
    const failed = setup({ error: new Error('down'), data: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/error/i);
    failed.unmount();
    setup({ data: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('No Users found');
  });
});
