import { describe, expect, it } from 'vitest';
import { alpha2Of, NUMERIC_TO_ALPHA2 } from './countryCodes';
import { worldCountries } from './worldFeatures';
import { COUNTRY_SEEDS } from '../../scripts/seed/data/countries';

describe('world-atlas numeric ids to ISO-2 codes', () => {
  it('gives every country of the 110m atlas a code, and no two numbered countries the same one', () => {
    const features = worldCountries();
    expect(features.length).toBeGreaterThan(170);
    const missing = features.filter((f) => f.code === null).map((f) => f.properties.name);
    expect(missing).toEqual([]);
    const numbered = features.filter((f) => f.id !== undefined).map((f) => f.code);
    expect(new Set(numbered).size).toBe(numbered.length);
  });

  it('names real regions: the browser knows every code (Kosovo included)', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of [...Object.values(NUMERIC_TO_ALPHA2), 'XK']) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(names.of(code), code).not.toBe(code);
    }
    expect(alpha2Of({ id: '356' })).toBe('IN');
    expect(alpha2Of({ id: '840' })).toBe('US');
    expect(alpha2Of({ id: undefined, properties: { name: 'Kosovo' } })).toBe('XK');
    expect(alpha2Of({ id: '999' })).toBeNull();
  });

  it('draws every country the seed puts users in, except city-states too small for the 110m atlas', () => {
    const onMap = new Set(worldCountries().map((f) => f.code));
    const offMap = COUNTRY_SEEDS.map((c) => c.code).filter((code) => !onMap.has(code));
    expect(offMap.sort()).toEqual(['HK', 'SG']);
  });
});
