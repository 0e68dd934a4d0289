import { describe, expect, it } from 'vitest';
import { fullName, personSearchText } from './people';

describe('people', () => {
  it('writes a name from its parts, without stray spaces for a missing part or person', () => {
    expect(fullName({ firstName: 'Param', lastName: 'Talwar' })).toBe('Param Talwar');
    expect(fullName({ firstName: 'Acme', lastName: null })).toBe('Acme');
    expect(fullName({ id: 3 })).toBe('');
    expect(fullName(undefined)).toBe('');
  });

  it('is found by each part and by the full name, never across two parts', () => {
    const text = personSearchText({ firstName: 'Param', lastName: 'Talwar', username: 'ptal', email: 'p@example.com' });
    expect(text).toContain('param talwar');
    expect(text.split('\u0001')).toEqual(['param', 'talwar', 'param talwar', 'ptal', 'p@example.com']);
  });
});
