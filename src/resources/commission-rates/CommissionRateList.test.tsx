// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Resource, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { CommissionRateList } from './CommissionRateList';
import { CommissionRateShow } from './CommissionRateShow';
import type { CommissionRate } from '../../domain/entities/commissionRates';

/** Commission rate record 13 as seeded: granted at 5 %, changed to 18 % four months later. */
const record13: CommissionRate = {
  id: 13,
  version: 1,
  createdAt: '2026-04-23T21:55:16.000Z',
  updatedAt: '2026-08-20T19:27:58.000Z',
  userId: 316,
  rate: 18,
  grantedByAdminId: 5,
  since: '2026-04-23T21:55:16.000Z',
  removedAt: null,
  status: 'active',
  history: [
    { rate: 5, at: '2026-04-23T21:55:16.000Z', byAdminId: 5, change: 'granted' },
    { rate: 18, at: '2026-08-20T19:27:58.000Z', byAdminId: 1, change: 'changed' },
  ],
};
const granted = new Date(record13.since);
const changed = new Date(record13.history[1].at);

const dataProvider = {
  getList: async () => ({ data: [record13], total: 1 }),
  getOne: async () => ({ data: record13 }),
  getMany: async () => ({ data: [] }),
};

describe('commission rates: "Since" is when the rate shown took effect (#39.5)', () => {
  it('the list reads "18 % since" the change to 18 %, not the 5 % grant', async () => {
    renderWithAdmin(<Resource name="commission-rates" list={CommissionRateList} />, {
      path: '/commission-rates',
      dataProvider: dataProvider as never,
    });
    const row = (await screen.findByRole('link', { name: /18%/ })).closest('tr')!;
    expect(within(row).getByText(changed.toLocaleDateString())).toBeInTheDocument();
    expect(within(row).queryByText(granted.toLocaleDateString())).toBeNull();
  });

  it('the record page says the same above its history, which keeps the grant', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="commission-rates">
        <Routes>
          <Route path="/commission-rates/:id/show" element={<CommissionRateShow />} />
        </Routes>
      </ResourceContextProvider>,
      { path: '/commission-rates/13/show', dataProvider: dataProvider as never },
    );
    // The label and its value, side by side in one Labeled.
    const since = (await screen.findByText('Since')).parentElement!.parentElement!;
    expect(within(since).getByText(changed.toLocaleString())).toBeInTheDocument();
    expect(screen.getByText(granted.toLocaleString())).toBeInTheDocument();
  });
});
