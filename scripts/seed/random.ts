import {
  Faker,
  base,
  de,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IN,
  en_NG,
  en_US,
  en_ZA,
  es,
  es_MX,
  fr,
  it,
  nl,
  pl,
  pt_BR,
  pt_PT,
  sv,
  tr,
  type LocaleDefinition,
} from '@faker-js/faker';

/**
 * sfc32: a small, fast, well-distributed generator. One stream feeds both our own draws and
 * every faker instance, so the whole seed is a pure function of SEED.
 */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export const SEED = 20261101;

/** Name locales by country; other countries use English names. */
const LOCALES: Record<string, LocaleDefinition> = {
  IN: en_IN,
  US: en_US,
  GB: en_GB,
  CA: en_CA,
  AU: en_AU,
  NG: en_NG,
  ZA: en_ZA,
  DE: de,
  AT: de,
  CH: de,
  FR: fr,
  BE: fr,
  ES: es,
  AR: es,
  CO: es,
  CL: es,
  PE: es,
  MX: es_MX,
  IT: it,
  NL: nl,
  PL: pl,
  BR: pt_BR,
  PT: pt_PT,
  SE: sv,
  TR: tr,
};

export class Random {
  readonly next: () => number;
  /** English faker for text that is not tied to a country. */
  readonly faker: Faker;
  private readonly byCountry = new Map<string, Faker>();
  private readonly covered = new Map<string, number>();

  constructor(seed = SEED) {
    this.next = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0);
    for (let i = 0; i < 15; i++) this.next(); // let the state mix before first use
    const randomizer = { next: this.next, seed: () => undefined };
    this.faker = new Faker({ locale: [en, base], randomizer });
    for (const [country, locale] of Object.entries(LOCALES)) {
      this.byCountry.set(country, new Faker({ locale: [locale, en, base], randomizer }));
    }
  }

  private companies: string[] | undefined;
  private people: string[] | undefined;

  /**
   * A company name or a person's full name from a fixed pool: faker's templates are slow,
   * and 100 000 orders each need a name where variety matters little.
   */
  companyName(): string {
    this.companies ??= Array.from({ length: 500 }, () => this.faker.company.name());
    return this.pick(this.companies);
  }

  fullName(): string {
    this.people ??= Array.from({ length: 1000 }, () => this.faker.person.fullName());
    return this.pick(this.people);
  }

  private readonly streets = new Map<string, string[]>();

  /** A street address as written in `country`, from a pool per country (same reason). */
  streetAddress(country: string): string {
    let pool = this.streets.get(country);
    if (!pool) {
      const faker = this.fakerFor(country);
      pool = Array.from({ length: 40 }, () => faker.location.streetAddress());
      this.streets.set(country, pool);
    }
    return this.pick(pool);
  }

  /** The faker whose names fit people of `country`. */
  fakerFor(country: string): Faker {
    return this.byCountry.get(country) ?? this.faker;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An instant (ms) uniformly in [from, to]. Whole seconds, as people and servers write them. */
  between(from: number, to: number): number {
    return Math.floor((from + this.next() * Math.max(0, to - from)) / 1000) * 1000;
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of options) total += w;
    let r = this.next() * total;
    for (const [value, w] of options) {
      r -= w;
      if (r < 0) return value;
    }
    return options[options.length - 1][0];
  }

  /**
   * Like `weighted`, but the first calls under one `key` return each option once, in order,
   * so every status shows up even in a small seed; later calls are weighted draws.
   */
  cover<T>(key: string, options: readonly (readonly [T, number])[]): T {
    const n = this.covered.get(key) ?? 0;
    if (n < options.length) {
      this.covered.set(key, n + 1);
      return options[n][0];
    }
    return this.weighted(options);
  }

  /** `k` distinct items (fewer if there are not enough). */
  sample<T>(items: readonly T[], k: number): T[] {
    const pool = items.slice();
    const out: T[] = [];
    while (out.length < k && pool.length > 0) {
      const i = Math.floor(this.next() * pool.length);
      out.push(pool[i]);
      pool[i] = pool[pool.length - 1];
      pool.pop();
    }
    return out;
  }

  /** An amount in cents in [min, max] major units, rounded to `step` cents. */
  cents(min: number, max: number, step = 1): number {
    return Math.round(this.int(min * 100, max * 100) / step) * step;
  }

  /** Fills `#` with digits and `?` with upper-case letters. */
  pattern(template: string): string {
    let out = '';
    for (const ch of template) {
      if (ch === '#') out += String(this.int(0, 9));
      else if (ch === '?') out += String.fromCharCode(65 + this.int(0, 25));
      else out += ch;
    }
    return out;
  }
}
