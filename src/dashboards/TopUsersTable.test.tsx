// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { TopUsersTable } from './TopUsersTable';
import type { RankedUser } from '../domain/statistics';

const table = (rows: RankedUser[]) => (
  <TopUsersTable title="app.money.dashboard.top_customers" amountLabel="app.money.dashboard.spent" rows={rows} testId="top-customers" />
);
const names = () =>
  within(screen.getByTestId('top-customers'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('TopUsersTable', () => {
  afterEach(cleanup);

  it('links each name to the person for a role that may read users, and names a deleted one by id', async () => {
    renderWithAdmin(
      table([
        { userId: 7, name: 'Asha Rao', amount: 120, orderCount: 3 },
        { userId: 9, name: null, amount: 80, orderCount: 1 },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users/7/show');
    expect(names()).toEqual(['Asha Rao', 'User #9']);
  });

  it('reads "A user" for each row the server withheld, with no link (#36)', async () => {
    renderWithAdmin(
      table([
        { userId: null, name: null, amount: 120, orderCount: 3 },
        { userId: null, name: null, amount: 80, orderCount: 1 },
      ]),
      { permissions: ['dashboard.view'] },
    );
    expect(await screen.findAllByText('A user')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    expect(names()).toEqual(['A user', 'A user']);
  });
});
