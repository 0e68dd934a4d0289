import type { AccountType } from '../../../src/domain/entities/users';
import { DAY, SEED_NOW, SEED_START } from '../clock';
import type { CountrySeed } from '../data/countries';
import type { Random } from '../random';

export const ACCOUNT_TYPE_WEIGHTS: [AccountType, number][] = [
  ['influencer', 35],
  ['kid_influencer', 6],
  ['individual', 35],
  ['business', 18],
  ['government', 6],
];

/** Account types that sell services (order providers, quick-ad applicants). */
const PROVIDER_TYPES: readonly AccountType[] = ['influencer', 'kid_influencer'];

/**
 * What every generator may know about any user before that user's record is written: when
 * they joined (ids follow sign-up order), their account type and country. The account
 * status is filled in as users are written, for the orders generated after them.
 */
export class UserIndex {
  readonly count: number;
  readonly memberSince: Float64Array;
  readonly accountType: AccountType[];
  readonly country: CountrySeed[];
  /** 0 active, 1 suspended, 2 deleted. */
  readonly status: Uint8Array;
  /** 1 once someone has referred the user: a person signs up with one referral code. */
  readonly referred: Uint8Array;
  readonly providers: number[] = [];
  readonly customers: number[] = [];

  constructor(rng: Random, count: number, countries: readonly CountrySeed[]) {
    this.count = count;
    this.memberSince = new Float64Array(count + 1);
    this.accountType = new Array<AccountType>(count + 1);
    this.country = new Array<CountrySeed>(count + 1);
    this.status = new Uint8Array(count + 1);
    this.referred = new Uint8Array(count + 1);
    const weightedCountries = countries.map((c) => [c, c.weight] as const);
    const span = SEED_NOW - 2 * DAY - SEED_START;
    for (let id = 1; id <= count; id++) {
      // One time slot per user, so later ids joined later.
      this.memberSince[id] = Math.floor((SEED_START + ((id - 1 + rng.next()) / count) * span) / 1000) * 1000;
      const type = rng.cover('accountType', ACCOUNT_TYPE_WEIGHTS);
      this.accountType[id] = type;
      this.country[id] = rng.weighted(weightedCountries);
      (PROVIDER_TYPES.includes(type) ? this.providers : this.customers).push(id);
    }
  }

  /** A user other than `self`, uniformly. */
  other(rng: Random, self: number): number {
    if (this.count < 2) return self;
    const id = rng.int(1, this.count - 1);
    return id >= self ? id + 1 : id;
  }

  /** A user who joined after `self` (a higher id), or null if `self` is the newest. */
  newer(rng: Random, self: number): number | null {
    return self < this.count ? rng.int(self + 1, this.count) : null;
  }

  /** Whether the user places orders (customers do; providers sell). */
  buys(id: number): boolean {
    return !PROVIDER_TYPES.includes(this.accountType[id]);
  }

  isActive(id: number): boolean {
    return this.status[id] === 0;
  }
}
