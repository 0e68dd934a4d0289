// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { TestAdmin } from '../../../test/testAdminContext';
import { UserPickerInput } from './UserPickerInput';

/** Two people of the same name, as the seed has them (#39.12). */
const USERS = [
  { id: 62, firstName: 'Param', lastName: 'Talwar', username: 'param.talwar62', email: 'param.talwar62@example.com' },
  { id: 301, firstName: 'Param', lastName: 'Talwar', username: 'param.t301', email: 'ptalwar@example.org' },
];

function renderPicker() {
  const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => ({
    data: USERS,
    total: USERS.length,
    params,
  }));
  const dataProvider = { getList, getMany: vi.fn(async () => ({ data: [] })) };
  render(
    <TestAdmin dataProvider={dataProvider}>
      <SimpleForm toolbar={false}>
        <UserPickerInput source="userId" label="User" />
      </SimpleForm>
    </TestAdmin>,
  );
  return { getList };
}

describe('UserPickerInput', () => {
  it('tells two people of the same name apart by their handle and email', async () => {
    renderPicker();
    await userEvent.click(await screen.findByRole('combobox', { name: 'User' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(within(options[0]).getByText('@param.talwar62 · param.talwar62@example.com')).toBeInTheDocument();
    expect(within(options[1]).getByText('@param.t301 · ptalwar@example.org')).toBeInTheDocument();
    await userEvent.click(options[1]);
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('Param Talwar (@param.t301)');
  });

  it('asks the server to search only for text long enough to search for', async () => {
    const { getList } = renderPicker();
    const box = await screen.findByRole('combobox', { name: 'User' });
    await userEvent.type(box, '@pa');
    await userEvent.type(box, 'r');
    await vi.waitFor(() => expect(getList.mock.calls.some(([, p]) => p.filter.q === '@par')).toBe(true));
    expect(getList.mock.calls.some(([, p]) => p.filter.q === '@pa')).toBe(false);
  });
});
