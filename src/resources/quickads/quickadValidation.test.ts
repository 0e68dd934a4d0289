import { describe, expect, it } from 'vitest';
import { toIsoInstant, validateQuickadSchedule } from './quickadValidation';

describe('quick-ad schedule', () => {
  it('refuses posting after the due date, and accepts the same instant or earlier', () => {
    expect(validateQuickadSchedule({ whenToPost: '2030-07-02T10:00:00.000Z', dueDate: '2030-07-01T10:00:00.000Z' })).toEqual({
      whenToPost: 'app.content.quickads.post_after_due',
    });
    expect(validateQuickadSchedule({ whenToPost: '2030-07-01T10:00:00.000Z', dueDate: '2030-07-01T10:00:00.000Z' })).toEqual({});
    expect(validateQuickadSchedule({ whenToPost: null, dueDate: '2030-07-01T10:00:00.000Z' })).toEqual({});
  });

  it('turns the local date-time of the input into a UTC instant, and empty into null', () => {
    expect(toIsoInstant('2030-07-01T10:00')).toBe(new Date('2030-07-01T10:00').toISOString());
    expect(toIsoInstant('')).toBeNull();
    expect(toIsoInstant('not a date')).toBeNull();
  });
});
