// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { PlainNumberField } from './PlainNumberField';

function renderField(record: Record<string, unknown>, options?: Intl.NumberFormatOptions) {
  return renderWithAdmin(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <span data-testid="cell">
        <PlainNumberField source="rating" options={options} />
      </span>
    </RecordContextProvider>,
  );
}

describe('PlainNumberField', () => {
  it('writes the number as NumberField does, with its options', async () => {
    renderField({ rating: 4 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect((await screen.findByTestId('cell')).textContent).toBe((4).toLocaleString('en-US', { minimumFractionDigits: 1 }));
  });

  it('groups thousands and shows nothing for a missing value', async () => {
    const { unmount } = renderField({ rating: 12345 });
    expect((await screen.findByTestId('cell')).textContent).toBe('12,345');
    unmount();
    renderField({ rating: null });
    expect((await screen.findByTestId('cell')).textContent).toBe('');
  });

  it('asks Datagrid to right-align its column, as NumberField does', () => {
    expect(PlainNumberField.textAlign).toBe('right');
  });
});
