import { describe, expect, it } from 'vitest';
import { fillStrength } from './drawGlobe';
import { usersInCountryPath } from './usersInCountryPath';
import { countryNamer } from '../domain/countryNames';

describe('globe helpers', () => {
  it('tints no users not at all, one user visibly, and the busiest country fully', () => {
    expect(fillStrength(0, 190)).toBe(0);
    expect(fillStrength(1, 190)).toBeCloseTo(0.25);
    expect(fillStrength(190, 190)).toBeCloseTo(1);
    expect(fillStrength(14, 190)).toBeGreaterThan(0.25 + 0.75 * (14 / 190));
    expect(fillStrength(1, 1)).toBe(1);
  });

  it('links to the users list filtered by country, as react-admin reads it', () => {
    const path = usersInCountryPath('IN');
    expect(path.startsWith('/users?filter=')).toBe(true);
    expect(JSON.parse(new URLSearchParams(path.split('?')[1]).get('filter')!)).toEqual({ country: 'IN' });
  });

  it('names countries in the admin’s language, falling back to the code', () => {
    expect(countryNamer('en')('IN')).toBe('India');
    expect(countryNamer('hi')('IN')).toBe('भारत');
    expect(countryNamer('en')('ZZZ')).toBe('ZZZ');
  });
});
