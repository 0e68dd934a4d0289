// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DateRangeControl } from './DateRangeControl';
import type { DateRangeState } from './useDateRange';

function state(overrides: Partial<DateRangeState> = {}): DateRangeState {
  return {
    choice: 'last_30_days',
    range: { from: '2026-10-26', to: '2026-11-24' },
    setPreset: vi.fn(),
    setCustom: vi.fn(),
    ...overrides,
  } as DateRangeState;
}

describe('DateRangeControl', () => {
  afterEach(cleanup);
  const preset = () => screen.getByRole('combobox', { name: 'Date range' });

  it('is a labelled native select of the presets that applies a preset at once', () => {
    const s = state();
    renderWithAdmin(<DateRangeControl state={s} />);
    expect(preset()).toHaveValue('last_30_days');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('All time');
    fireEvent.change(preset(), { target: { value: 'all_time' } });
    expect(s.setPreset).toHaveBeenCalledWith('all_time');
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('asks for a custom range, refuses one that ends before it starts, and applies a valid one', () => {
    const s = state();
    renderWithAdmin(<DateRangeControl state={s} />);
    fireEvent.change(preset(), { target: { value: 'custom' } });
    expect(s.setPreset).not.toHaveBeenCalled();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    const apply = screen.getByRole('button', { name: 'Apply' });
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(apply).toBeDisabled();
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    expect(to).not.toHaveAttribute('aria-invalid');
    fireEvent.click(apply);
    expect(s.setCustom).toHaveBeenCalledWith({ from: '2026-03-10', to: '2026-03-31' });
  });
});
