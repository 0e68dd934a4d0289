import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isOverdue, timeLeft } from './reviewDeadline';

const deadline = '2026-11-03T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const days = (n: number) => `${n}d`;

describe('review deadline', () => {
  it('counts down to the deadline', () => {
    const left = timeLeft(deadline, at('2026-11-01T09:30:15.000Z'));
    expect(left).toEqual({ overdue: false, days: 2, hours: 2, minutes: 29, seconds: 45 });
    expect(formatTimeLeft(left, days)).toBe('2d 02:29:45');
    expect(formatTimeLeft(timeLeft(deadline, at('2026-11-03T11:59:59.000Z')), days)).toBe('00:00:01');
  });

  it('says by how much a request is overdue', () => {
    const late = timeLeft(deadline, at('2026-11-04T13:01:00.000Z'));
    expect(late).toEqual({ overdue: true, days: 1, hours: 1, minutes: 1, seconds: 0 });
    expect(timeLeft(deadline, at(deadline)).overdue).toBe(true);
  });

  it('marks only pending requests past their deadline as overdue', () => {
    const now = at('2026-11-05T00:00:00.000Z');
    expect(isOverdue({ status: 'pending', reviewDeadline: deadline }, now)).toBe(true);
    expect(isOverdue({ status: 'verified', reviewDeadline: deadline }, now)).toBe(false);
    expect(isOverdue({ status: 'pending', reviewDeadline: deadline }, at('2026-11-02T00:00:00.000Z'))).toBe(false);
  });
});
