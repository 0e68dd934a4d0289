import { describe, expect, it } from 'vitest';
import { fullName, personSearchText, subjectField } from './people';
import { isSearchable, personQueryText, searchFor, searchQueryText } from './search';

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
    expect(text.split('\u0001')).toEqual(['param', 'talwar', 'param talwar', 'talwar param', 'ptal', 'p@example.com']);
  });

  it('is found without accents, last name first and by the phone digits (#39.12)', () => {
    const parts = personSearchText({ firstName: 'José', lastName: 'Valdés', phone: '+91 92134 84247' }).split('\u0001');
    expect(parts).toEqual(['jose', 'valdes', 'jose valdes', 'valdes jose', '+91 92134 84247', '919213484247']);
  });
});

describe('the person a record is about', () => {
  it('is the user its list shows first (a report’s reported user), none for a user itself', () => {
    expect(subjectField('reports')).toBe('reportedUserId');
    expect(subjectField('flagged-chats')).toBe('sentByUserId');
    expect(subjectField('user-requests')).toBe('userId');
    expect(subjectField('users')).toBeUndefined();
    expect(subjectField('languages')).toBeUndefined();
  });
});

describe('search text as typed', () => {
  it('is folded and loses the @ a handle is shown with', () => {
    expect(searchQueryText('  @Param.Talwar62 ')).toBe('param.talwar62');
    expect(searchQueryText('JOSÉ')).toBe('jose');
    // An address keeps its @; Devanagari keeps its vowel signs (they are letters, not accents).
    expect(searchQueryText('p@example.com')).toBe('p@example.com');
    expect(searchQueryText('नेहा')).toBe('नेहा'.normalize('NFD'));
  });

  it('looks for a phone number by its digits among people, as typed elsewhere', () => {
    for (const typed of ['9213484247', '92134-84247', '(921) 348.4247', '+91 92134 84247']) expect(personQueryText(typed)).toMatch(/^\d+$/);
    expect(searchFor('2026-05-19', 'body')).toBe('2026-05-19');
    expect(personQueryText('param 62')).toBe('param 62');
    // Fewer than three digits: searched as typed.
    expect(personQueryText('+1 2')).toBe('+1 2');
  });

  it('counts what is searched for', () => {
    expect(isSearchable('@ab')).toBe(false);
    expect(isSearchable('@abc')).toBe(true);
    expect(isSearchable('José')).toBe(true);
  });
});
