import { ageBracketFor, type AccountType, type UserCreate } from '../../../src/domain/entities/users';
import { ageAt, DAY, iso, isoDay } from '../clock';
import type { SeedContext } from '../context';
import { CATEGORIES_BY_ACCOUNT_TYPE } from '../data/categories';
import type { CountrySeed } from '../data/countries';
import { INDIAN_STATE_LANGUAGES } from '../data/languages';
import { HINDI_FIRST_NAMES, HINDI_LAST_NAMES } from '../data/names';

/** A user's identity and profile as it stands now; statuses are added by the user's story. */
export type Profile = Omit<UserCreate, 'verificationStatus' | 'accountStatus' | 'activeStrikes' | 'online'> & {
  id: number;
  memberSinceMs: number;
  countrySeed: CountrySeed;
  /** The name in Latin letters, for the username, email and referral code. */
  latinName: string;
  /** The name shown for organisations (business and government accounts), else the person's name. */
  displayName: string;
};

const EMAIL_DOMAINS = ['example.com', 'example.in', 'example.org', 'example.net'];
const TAGS = [
  'brand-friendly',
  'fast-delivery',
  'bilingual',
  'family-safe',
  'studio-owner',
  'outdoor',
  'long-form',
  'short-form',
  'live',
  'budget',
  'premium',
  'eco',
];

const BIO_LINES = ['Open to brand collabs.', 'Booking for next season.', 'Hindi and English content.', 'Fast replies.', ''];

const OCCUPATIONS: Record<AccountType, string[]> = {
  influencer: ['Content Creator', 'Digital Creator', 'Actor', 'Singer-songwriter', 'Fitness Coach', 'Chef', 'Travel Vlogger', 'Streamer'],
  kid_influencer: ['Student', 'Child Actor', 'Young Creator'],
  individual: ['Software Engineer', 'Teacher', 'Photographer', 'Designer', 'Marketing Manager', 'Doctor', 'Student', 'Architect'],
  business: ['Brand Manager', 'Founder', 'Marketing Director', 'Owner'],
  government: ['Communications Officer', 'Public Relations Officer', 'Outreach Coordinator'],
};

/** Lower-case ASCII for usernames: accents dropped, anything else removed. */
function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function languagesOf(country: CountrySeed, state: string): string[] {
  if (country.code === 'IN') {
    const regional = INDIAN_STATE_LANGUAGES[state];
    return regional ? ['hi', 'en', regional] : ['hi', 'en'];
  }
  return [...new Set([country.language, 'en'])];
}

function ageFor(ctx: SeedContext, type: AccountType): number {
  if (type === 'kid_influencer') return ctx.rng.int(8, 17);
  const [youngest, oldest] = ctx.rng.weighted([
    [[18, 24], 30],
    [[25, 34], 35],
    [[35, 49], 25],
    [[50, 72], 10],
  ] as const);
  return ctx.rng.int(youngest, oldest);
}

/** The person or organisation behind user `id`. */
export function makeProfile(ctx: SeedContext, id: number): Profile {
  const { rng } = ctx;
  const type = ctx.users.accountType[id];
  const country = ctx.users.country[id];
  const faker = rng.fakerFor(country.code);
  const [city, state] = rng.pick(country.cities);
  const sex = rng.chance(0.5) ? 'female' : 'male';

  let firstName: string;
  let lastName: string;
  let latinName: string;
  if (country.code === 'IN' && rng.chance(0.35)) {
    const [first, firstLatin] = rng.pick(HINDI_FIRST_NAMES);
    const [last, lastLatin] = rng.pick(HINDI_LAST_NAMES);
    [firstName, lastName, latinName] = [first, last, `${firstLatin}.${lastLatin}`];
  } else {
    firstName = faker.person.firstName(sex);
    lastName = faker.person.lastName(sex);
    latinName = `${ascii(firstName) || 'user'}.${ascii(lastName) || 'member'}`;
  }
  const organisation =
    type === 'business'
      ? faker.company.name()
      : type === 'government'
        ? rng.pick([
            `${city} Municipal Corporation`,
            `${country.name} Tourism Board`,
            `Ministry of Culture, ${country.name}`,
            `${state} Health Department`,
          ])
        : null;
  const displayName = organisation ?? `${firstName} ${lastName}`;
  const username = `${latinName.slice(0, 30)}${id}`;

  const age = ageFor(ctx, type);
  const birth = ctx.now - age * 365.25 * DAY - rng.int(1, 360) * DAY;
  const category = rng.pick(CATEGORIES_BY_ACCOUNT_TYPE[type]);
  const occupation = rng.pick(OCCUPATIONS[type]);
  const memberSinceMs = ctx.users.memberSince[id];
  const reviews = type === 'government' ? [] : makeReviews(ctx, memberSinceMs);
  const avatarUrl = rng.chance(0.85) ? `/seed/avatar-${String(rng.int(1, 16)).padStart(2, '0')}.svg` : null;

  return {
    id,
    memberSinceMs,
    countrySeed: country,
    latinName,
    displayName,
    firstName,
    lastName,
    dateOfBirth: isoDay(birth),
    username,
    profileName:
      organisation ??
      (rng.chance(0.5) ? `${firstName} ${lastName}` : `${firstName} ${rng.pick(['Creates', 'Studio', 'Live', 'Official', 'Talks'])}`),
    country: country.code,
    languages: languagesOf(country, state),
    state,
    zip: country.zip ? rng.pattern(country.zip) : '',
    city,
    gender: organisation
      ? 'undisclosed'
      : rng.weighted([
          [sex, 90],
          ['non_binary', 4],
          ['undisclosed', 6],
        ] as const),
    occupation,
    bio: `${occupation} based in ${city}. ${rng.pick(BIO_LINES)}`.trim(),
    phone: `${country.dial} ${rng.pattern(country.code === 'IN' ? '9#### #####' : '### ### ####')}`,
    email: `${username}@${rng.pick(EMAIL_DOMAINS)}`,
    category,
    subcategory: rng.pick(ctx.categories.get(category) ?? ['']),
    tags: rng.sample(TAGS, rng.int(1, 4)),
    memberSince: iso(memberSinceMs),
    rating: reviews.length ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10 : 0,
    ageBracket: ageBracketFor(ageAt(birth, ctx.now)),
    basedIn: `${city}, ${country.name}`,
    introVideoUrl: type === 'influencer' && rng.chance(0.4) ? '/seed/intro.webm' : null,
    musicUrl: category === 'Music' || rng.chance(0.05) ? '/seed/music.ogg' : null,
    avatarUrl,
    reviews,
    accountType: type,
    referralCode: `${
      latinName
        .replace(/[^a-z]/g, '')
        .slice(0, 5)
        .toUpperCase() || 'USER'
    }-${id.toString(36).toUpperCase().padStart(4, '0')}`,
  };
}

const REVIEW_LINES = [
  'Delivered on time and the content performed really well.',
  'Great communication, would book again.',
  'Good work, though the first draft needed changes.',
  'Very professional and easy to work with.',
  'Missed the first deadline but made up for it.',
  'Brilliant energy on camera, our audience loved it.',
];

function makeReviews(ctx: SeedContext, since: number): UserCreate['reviews'] {
  const { rng } = ctx;
  const count = rng.weighted([
    [0, 35],
    [1, 20],
    [2, 20],
    [3, 15],
    [5, 10],
  ]);
  return Array.from({ length: count }, () => ({
    authorName: rng.fullName(),
    rating: rng.weighted([
      [5, 45],
      [4, 30],
      [3, 15],
      [2, 6],
      [1, 4],
    ]),
    text: rng.pick(REVIEW_LINES),
    date: iso(rng.between(since, ctx.now)),
  })).sort((a, b) => a.date.localeCompare(b.date));
}
