// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ChartDataTable } from './ChartDataTable';

describe('ChartDataTable', () => {
  it('gives screen readers the chart as a table: one row per bucket, one column per figure', () => {
    renderWithAdmin(
      <ChartDataTable
        caption="Money over time"
        labels={['Jan 2026', 'Feb 2026']}
        columns={[
          { label: 'Gross revenue', values: ['100.00', '250.00'] },
          { label: 'Refunds', values: ['0.00', '10.00'] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Money over time' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Period', 'Gross revenue', 'Refunds']);
    const february = within(table).getByRole('rowheader', { name: 'Feb 2026' }).closest('tr')!;
    expect(
      within(february)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['250.00', '10.00']);
  });
});
