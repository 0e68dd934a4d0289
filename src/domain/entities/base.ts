import { z } from 'zod';
import { TEXT_LIMITS } from '../textLimits';

/**
 * Building blocks shared by every entity schema. Each collection has two schemas:
 * - `record`: a stored record, base fields included, `.strict()` (unknown fields are refused);
 * - `create`: the body of a create (POST), i.e. the same fields without the base fields, which
 *   the server assigns. It has no defaults on purpose, so `create.partial()` is safe for patches.
 * Cross-field rules are not zod refinements (they would forbid `.partial()`/`.omit()` on the
 * schemas); where an entity has some, its file exports a function that lists violations.
 */

/** Server-assigned record id, and the type of every `<thing>Id` foreign key. */
export const recordId = z.number().int().positive();

/** An instant, always in UTC as `Date.prototype.toISOString()` writes it. */
export const isoDateTime = z.iso.datetime();

/** A calendar date without time (dates of birth). */
export const isoDate = z.iso.date();

/** True when `v` has at most 2 decimals (tolerating binary floating-point noise). */
function hasTwoDecimals(v: number): boolean {
  return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}

/** A money amount in the currency's major unit, at most 2 decimals (see money.ts). */
export const money = z.number().finite().refine(hasTwoDecimals, { message: 'At most 2 decimals' });

/** A percentage from 0 to 100 with at most 2 decimals (commission rates). */
export const percent = z.number().min(0).max(100).refine(hasTwoDecimals, { message: 'At most 2 decimals' });

export { TEXT_LIMITS } from '../textLimits';

/** A non-empty line of text. */
export const text = z.string().trim().min(1).max(TEXT_LIMITS.line);

/** A non-empty paragraph (a reason, a description, a message). */
export const longText = z.string().trim().min(1).max(TEXT_LIMITS.paragraph);

/** A line that may be empty. */
export const line = z.string().max(TEXT_LIMITS.line);

/** A paragraph that may be empty (notes, a bio). */
export const paragraph = z.string().max(TEXT_LIMITS.paragraph);

/** A list of short texts (tags, categories). */
export const textList = z.array(line).max(TEXT_LIMITS.listItems);

export const email = z.email().max(TEXT_LIMITS.email);

/**
 * A link to an image, video or audio file: a site-relative path (`/seed/avatar-01.svg`, served
 * from public/) or an absolute http(s) URL.
 */
export const mediaUrl = z.string().max(TEXT_LIMITS.url).refine(isMediaUrl, { message: 'Expected /path or http(s) URL' });

const SAME_SITE = 'http://same-site.invalid';

/**
 * Parsed with `URL`, as a browser would read it: a backslash counts as a slash there, so
 * `/\evil.example/x.png` is the protocol-relative `//evil.example/x.png`. A site path must stay on
 * this site; an absolute URL must be http(s) with a host and no credentials.
 */
export function isMediaUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  try {
    if (value.startsWith('/')) return !value.startsWith('//') && new URL(value, SAME_SITE).origin === SAME_SITE;
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** ISO 3166-1 alpha-2 country code, upper case (IN, US, GB). */
export const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** ISO 639 language code, lower case (hi, en, ta). */
export const languageCode = z.string().regex(/^[a-z]{2,3}$/);

export const baseShape = {
  id: recordId,
  /** Starts at 1, +1 on every write: the server refuses an update carrying a stale version. */
  version: z.number().int().min(1),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export type BaseRecord = z.infer<z.ZodObject<typeof baseShape>>;

/** The record and create schemas of one entity from its own fields. */
export function defineEntity<const S extends z.ZodRawShape>(fields: S) {
  return {
    record: z.object({ ...baseShape, ...fields }).strict(),
    create: z.object(fields).strict(),
  };
}
