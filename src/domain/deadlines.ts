/** Whole days and hours between now and a deadline, as the Data requests tab shows them. */
export interface TimeLeft {
  overdue: boolean;
  days: number;
  hours: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** Time left until `deadline` (or past it, when overdue), rounded down to the hour. */
export function timeLeft(deadline: string, now: Date | number = Date.now()): TimeLeft {
  const at = typeof now === 'number' ? now : now.getTime();
  const diff = Date.parse(deadline) - at;
  const totalHours = Math.floor(Math.abs(diff) / HOUR_MS);
  return { overdue: diff < 0, days: Math.floor(totalHours / 24), hours: totalHours % 24 };
}
