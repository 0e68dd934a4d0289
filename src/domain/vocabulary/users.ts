// The users' fixed vocabularies, without their schema (entities/users.ts): a list screen that
// needs the account types for its tabs does not load zod and build every user schema first.

export const ACCOUNT_TYPES = ['influencer', 'kid_influencer', 'individual', 'business', 'government'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const GENDERS = ['female', 'male', 'non_binary', 'undisclosed'] as const;

/** Age brackets as marketplace filters show them; `under_18` is where kid influencers sit. */
export const AGE_BRACKETS = ['under_18', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'] as const;
export type AgeBracket = (typeof AGE_BRACKETS)[number];

export function ageBracketFor(age: number): AgeBracket {
  if (age < 18) return 'under_18';
  if (age < 25) return '18_24';
  if (age < 35) return '25_34';
  if (age < 45) return '35_44';
  if (age < 55) return '45_54';
  if (age < 65) return '55_64';
  return '65_plus';
}
