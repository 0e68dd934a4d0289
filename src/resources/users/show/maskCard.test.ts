import { describe, expect, it } from 'vitest';
import { maskCard } from './maskCard';

describe('maskCard', () => {
  it('shows only the last four digits', () => {
    expect(maskCard('4242')).toBe('•••• 4242');
    expect(maskCard('4111111111111111')).toBe('•••• 1111');
  });

  it('never shows more than it was given', () => {
    expect(maskCard('12')).toBe('•••• ••12');
    expect(maskCard(null)).toBe('•••• ••••');
  });
});
