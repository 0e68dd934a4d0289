// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { comparedFields, InfoComparison } from './InfoComparison';
import { InfoChanges } from './InfoChanges';

const record = {
  id: 1,
  currentInfo: { firstName: 'Asha', lastName: 'Verma' },
  newInfo: { lastName: 'Iyer', firstName: 'Asha', country: 'IN' },
};

describe('current versus new information', () => {
  it('lists every field either side names, marking the changed ones', () => {
    expect(comparedFields(record.currentInfo, record.newInfo)).toEqual([
      { field: 'firstName', current: 'Asha', next: 'Asha', changed: false },
      { field: 'lastName', current: 'Verma', next: 'Iyer', changed: true },
      { field: 'country', current: '', next: 'IN', changed: true },
    ]);
  });

  it('shows them side by side with the field labels', () => {
    renderWithAdmin(
      <RecordContextProvider value={record}>
        <InfoComparison />
      </RecordContextProvider>,
    );
    const row = screen.getByRole('rowheader', { name: 'Last name' }).closest('tr')!;
    expect(within(row).getByText('Verma')).toBeInTheDocument();
    expect(within(row).getByText(/Iyer/)).toBeInTheDocument();
    expect(within(row).getByText(/changed/)).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: 'First name' }).closest('tr')!).queryByText(/changed/)).toBeNull();
  });

  it('in lists, shows only the changes, or that the information matches the profile', () => {
    const { unmount } = renderWithAdmin(
      <RecordContextProvider value={record}>
        <InfoChanges />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Iyer')).toBeInTheDocument();
    expect(screen.queryByText('Same as the profile')).toBeNull();
    unmount();
    renderWithAdmin(
      <RecordContextProvider value={{ ...record, newInfo: record.currentInfo }}>
        <InfoChanges />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Same as the profile')).toBeInTheDocument();
  });
});
