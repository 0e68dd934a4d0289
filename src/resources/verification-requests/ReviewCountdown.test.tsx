// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ReviewCountdown } from './ReviewCountdown';

afterEach(() => vi.useRealTimers());

function show(record: Record<string, unknown>) {
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <ReviewCountdown />
    </RecordContextProvider>,
  );
}

describe('ReviewCountdown', () => {
  it('ticks every second until the deadline', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-03T11:00:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    show({ status: 'pending', reviewDeadline: '2026-11-03T12:00:00.000Z' });
    expect(screen.getByText('01:00:00 left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('00:59:58 left')).toBeInTheDocument();
  });

  it('stands out once overdue', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-05T12:00:05.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    show({ status: 'pending', reviewDeadline: '2026-11-03T12:00:00.000Z' });
    expect(screen.getByText('Overdue by 2d 00:00:05')).toHaveClass('MuiChip-label');
  });

  it('has no countdown once decided', () => {
    show({ status: 'rejected', reviewDeadline: '2026-11-03T12:00:00.000Z' });
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
