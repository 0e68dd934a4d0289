/**
 * The review deadline of a verification request (requestedOn + VERIFICATION_REVIEW_HOURS):
 * how long is left, and whether a pending request is overdue.
 */
export interface TimeLeft {
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(deadlineIso: string, nowMs: number): TimeLeft {
  const diff = Date.parse(deadlineIso) - nowMs;
  const total = Math.floor(Math.abs(diff) / 1000);
  return {
    overdue: diff <= 0,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "2d 03:15:20", or "03:15:20" under a day: fixed width, so a ticking countdown does not jump. */
export function formatTimeLeft(t: TimeLeft, daySuffix: (days: number) => string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(t.hours)}:${pad(t.minutes)}:${pad(t.seconds)}`;
  return t.days > 0 ? `${daySuffix(t.days)} ${clock}` : clock;
}

export function isOverdue(record: Readonly<Record<string, unknown>>, nowMs: number): boolean {
  return record.status === 'pending' && typeof record.reviewDeadline === 'string' && Date.parse(record.reviewDeadline) <= nowMs;
}
