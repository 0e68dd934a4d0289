import { describe, expect, it } from 'vitest';
import { postedByDueDate, toIsoInstant } from './quickadValidation';

describe('quick-ad schedule', () => {
  it('refuses posting after the due date, and accepts the same instant or earlier', () => {
    const due = { dueDate: '2030-07-01T10:00:00.000Z' };
    expect(postedByDueDate('2030-07-02T10:00:00.000Z', due)).toBe('app.content.quickads.post_after_due');
    expect(postedByDueDate('2030-07-01T10:00:00.000Z', due)).toBeUndefined();
    expect(postedByDueDate(null, due)).toBeUndefined();
  });

  it('turns the local date-time of the input into a UTC instant, and empty into null', () => {
    expect(toIsoInstant('2030-07-01T10:00')).toBe(new Date('2030-07-01T10:00').toISOString());
    expect(toIsoInstant('')).toBeNull();
    expect(toIsoInstant('not a date')).toBeNull();
  });
});
