// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { ExportButton } from './ExportButton';
import type { ExportListParams } from '../../../providers/data';

/** A list context as the orders list has it: a filter input, the top-bar search, a sort. */
const list = {
  resource: 'orders',
  filter: { q: 'sponsor' },
  filterValues: { status: 'completed' },
  sort: { field: 'paymentDate', order: 'DESC' },
  total: 3000,
} as unknown as ListControllerResult;

describe('ExportButton (#39.2)', () => {
  it('asks the server for the list’s query, shows the rows as they arrive, then saves the file', async () => {
    let finish: () => void = () => undefined;
    let asked: ExportListParams | undefined;
    const exportList = vi.fn((_resource: string, params: ExportListParams) => {
      asked = params;
      params.onProgress?.(1200, 3000);
      return new Promise((resolve) => {
        finish = () => resolve({ blob: new Blob(['a']), filename: 'orders-2026-11-28.csv', rows: 3000 });
      });
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithAdmin(
      <ListContextProvider value={list}>
        <ExportButton />
      </ListContextProvider>,
      { dataProvider: { exportList } as never },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    expect(exportList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: { status: 'completed', q: 'sponsor' } }));
    expect(asked?.sort).toEqual({ field: 'paymentDate', order: 'DESC' });
    expect(asked?.locale).toBe('en');
    expect(await screen.findByText('Exporting: 1,200 of 3,000 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    finish();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await screen.findByText('3,000 rows exported')).toBeInTheDocument();
  });

  it('draws nothing on a list without an export definition', () => {
    renderWithAdmin(
      <ListContextProvider value={{ ...list, resource: 'quickad-applicants' } as ListControllerResult}>
        <ExportButton />
      </ListContextProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
