import { z } from 'zod';
import { accountStatusMachine } from '../machines/accountStatus';
import { userVerificationMachine } from '../machines/userVerification';
import {
  countryCode,
  defineEntity,
  email,
  isoDate,
  isoDateTime,
  languageCode,
  line,
  mediaUrl,
  paragraph,
  text,
  textList,
  TEXT_LIMITS,
} from './base';
import { ACCOUNT_TYPES, AGE_BRACKETS, GENDERS } from '../vocabulary/users';

export { ACCOUNT_TYPES, AGE_BRACKETS, GENDERS, ageBracketFor, type AccountType, type AgeBracket } from '../vocabulary/users';

export const reviewSchema = z
  .object({
    authorName: text,
    rating: z.number().int().min(1).max(5),
    text: paragraph,
    date: isoDateTime,
  })
  .strict();

/** A user's rating: the mean of the reviews with one decimal, 0 without reviews. */
const rating = z
  .number()
  .min(0)
  .max(5)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, { message: 'At most 1 decimal' });

/**
 * A marketplace user. `verificationStatus` (see machines/userVerification.ts):
 * unverified = no request decided yet (never submitted, or the first one still pending);
 * not_verified = the latest decided request was rejected; verified = it was verified.
 * `accountStatus` follows the user's suspensions (see machines/accountStatus.ts), and
 * `activeStrikes` counts the user's strikes that are not reversed and not expired.
 */
export const userEntity = defineEntity(
  {
    firstName: text,
    lastName: text,
    dateOfBirth: isoDate,
    username: z.string().regex(/^[a-z0-9._]{3,40}$/),
    profileName: text,
    country: countryCode,
    languages: z.array(languageCode).max(TEXT_LIMITS.listItems),
    state: line,
    zip: line,
    city: line,
    gender: z.enum(GENDERS),
    occupation: line,
    bio: paragraph,
    phone: z.string().regex(/^\+\d[\d -]{5,20}$/),
    email,
    /** A name from the user-categories list, and one of its subcategories. */
    category: text,
    subcategory: line,
    tags: textList,
    verificationStatus: z.enum(userVerificationMachine.states),
    memberSince: isoDateTime,
    rating,
    online: z.boolean(),
    ageBracket: z.enum(AGE_BRACKETS),
    /** Where the user says they work from, as shown on the profile ("Mumbai, India"). */
    basedIn: line,
    introVideoUrl: mediaUrl.nullable(),
    musicUrl: mediaUrl.nullable(),
    avatarUrl: mediaUrl.nullable(),
    reviews: z.array(reviewSchema).max(TEXT_LIMITS.listItems),
    accountType: z.enum(ACCOUNT_TYPES),
    accountStatus: z.enum(accountStatusMachine.states),
    activeStrikes: z.number().int().min(0),
    referralCode: z.string().regex(/^[A-Z0-9-]{4,32}$/),
  },
  {
    computed: { memberSince: 'now', ageBracket: 'rule', referralCode: 'rule' },
    initial: { verificationStatus: 'unverified', accountStatus: 'active', activeStrikes: 0, rating: 0, reviews: [], online: false },
  },
);
export const { record: userSchema, create: userCreateSchema } = userEntity;

export type User = z.infer<typeof userSchema>;
export type UserCreate = z.infer<typeof userCreateSchema>;
export type Review = z.infer<typeof reviewSchema>;
