// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MAX_BYTES } from '../../../domain/constants';
import ImportDialog from './ImportDialog';
import { TestAdmin } from '../../../test/testAdminContext';

const LANGUAGES = [
  { id: 1, name: 'Hindi', code: 'hi', version: 1 },
  { id: 2, name: 'Tamil', code: 'ta', version: 1 },
];

function setup({ used = [] as { key: string; users: number }[], importFails = false } = {}) {
  const request = vi.fn(async (path: string, _init?: unknown) => {
    if (path.endsWith('/uploads')) return { uploadId: 'u1', chunkBytes: 512 * 1024 };
    if (path.endsWith('/usage')) return { field: 'languages', entries: used };
    if (path.endsWith('/import')) {
      if (importFails)
        throw Object.assign(new Error('Conflict'), { status: 409, body: { message: 'Conflict', code: 'app.errors.conflict' } });
      return { added: 1, skipped: 1 };
    }
    return {};
  });
  const dataProvider = {
    getList: vi.fn(async (resource: string) => (resource === 'languages' ? { data: LANGUAGES, total: 2 } : { data: [], total: 0 })),
    request,
  };
  const onClose = vi.fn();
  render(
    <TestAdmin dataProvider={dataProvider}>
      <ImportDialog list="languages" onClose={onClose} />
    </TestAdmin>,
  );
  return { request, onClose, input: () => screen.getByTestId('import-file-input') as HTMLInputElement };
}

const csvFile = (text: string, name = 'languages.csv') => new File([text], name, { type: 'text/csv' });

describe('ImportDialog', () => {
  it('refuses a file over the limit before anything is uploaded', async () => {
    const { request, input } = setup();
    await userEvent.upload(input(), new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/larger than 5 MB/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses other file types before reading them', async () => {
    const { request, input } = setup();
    await userEvent.upload(input(), new File(['%PDF'], 'list.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText(/Only CSV, XLS or XLSX/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('previews rows, duplicates and row errors, and will not apply while a row is invalid', async () => {
    const { input } = setup();
    await userEvent.upload(input(), csvFile('name,code\nMarathi,mr\nHindi again,hi\nBroken,12345\n'));
    expect(await screen.findByText('1 row to import')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate skipped')).toBeInTheDocument();
    expect(screen.getByText('1 row with errors')).toBeInTheDocument();
    expect(screen.getByText(/not in the expected format/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  });

  it('uploads a valid file, applies it and closes', async () => {
    const { request, onClose, input } = setup();
    await userEvent.upload(input(), csvFile('name,code\nMarathi,mr\nHindi,hi\n'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request.mock.calls.map((c) => c[0])).toEqual([
      'lists/languages/uploads',
      'lists/languages/uploads/u1/chunks',
      'lists/languages/import',
    ]);
    expect(request.mock.calls[2][1]).toEqual({ method: 'POST', body: { mode: 'add_more', uploadId: 'u1' } });
  });

  it('asks for confirmation before deleting all entries', async () => {
    const { request } = setup();
    await userEvent.click(screen.getByRole('radio', { name: /Delete all/ }));
    expect(screen.getByText('All 2 entries will be deleted. You can revert afterwards.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('Delete every entry?')).toBeInTheDocument();
    expect(request.mock.calls.map((c) => c[0])).toEqual(['lists/languages/usage']);
  });

  it('says before any confirm that a replace leaving out entries users use would be refused, and will not send it', async () => {
    const { request, input } = setup({
      used: [
        { key: 'ta', users: 12 },
        { key: 'hi', users: 30 },
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: /Replace/ }));
    await userEvent.upload(input(), csvFile('name,code\nHindi,hi\nMarathi,mr\n'));
    expect(await screen.findByText('1 entry is still used by users')).toBeInTheDocument();
    expect(screen.getByText('Tamil (ta): 12 users')).toBeInTheDocument();
    expect(screen.queryByText(/Hindi \(hi\)/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace with 2 rows' })).toBeDisabled();
    expect(request.mock.calls.map((c) => c[0])).toEqual(['lists/languages/usage']);
  });

  it('confirms a replace that keeps every used entry with the row count written out', async () => {
    const { input } = setup({ used: [{ key: 'hi', users: 30 }] });
    await userEvent.click(screen.getByRole('radio', { name: /Replace/ }));
    await userEvent.upload(input(), csvFile('name,code\nHindi,hi\nMarathi,mr\n'));
    const apply = await screen.findByRole('button', { name: 'Replace with 2 rows' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    const confirm = await screen.findByRole('dialog', { name: /Replace the whole list/ });
    expect(within(confirm).getByRole('button', { name: 'Replace with 2 rows' })).toBeInTheDocument();
    expect(confirm.textContent).not.toContain('%{');
    expect(confirm.textContent).not.toContain('||||');
  });

  it('an import refused by the server is not carried over to another mode', async () => {
    const { input } = setup({ importFails: true });
    await userEvent.upload(input(), csvFile('name,code\nMarathi,mr\n'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findAllByText(/changed by someone else/)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: /Revert/ }));
    await waitFor(() =>
      expect(screen.queryAllByText(/changed by someone else/).filter((el) => el.closest('[role="dialog"]'))).toHaveLength(0),
    );
  });
});
