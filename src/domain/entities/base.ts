import { z } from 'zod';
import { TEXT_LIMITS } from '../textLimits';
import { hasVisibleText } from '../visibleText';
import { canonicalJson } from '../canonicalJson';

/**
 * Building blocks shared by every entity schema. Each collection has two schemas:
 * - `record`: a stored record, base fields included, `.strict()` (unknown fields are refused);
 * - `create`: every field of a new record without the base fields, which the server assigns. It
 *   has no defaults on purpose, so `create.partial()` is safe for patches;
 * - `input`: what a client POSTs: `create` with the fields the server sets optional (EntityOptions).
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

/**
 * Non-empty means a person sees something: `trim()` leaves a zero-width space or a word joiner,
 * which would pass for a reason (visibleText.ts). A refinement, so openapi.json still states
 * `minLength: 1` and the schema stays a string that `.optional()` and `.nullable()` extend.
 */
const VISIBLE = { message: 'Must contain visible characters.' };
/** Empty text is min(1)'s to refuse: one error per field, not two. */
const visibleOrEmpty = (v: string) => v === '' || hasVisibleText(v);

/** A non-empty line of text. */
export const text = z.string().trim().min(1).max(TEXT_LIMITS.line).refine(visibleOrEmpty, VISIBLE);

/** A non-empty paragraph (a reason, a description, a message). */
export const longText = z.string().trim().min(1).max(TEXT_LIMITS.paragraph).refine(visibleOrEmpty, VISIBLE);

/** A line that may be empty. */
export const line = z.string().max(TEXT_LIMITS.line);

/** A paragraph that may be empty (notes, a bio). */
export const paragraph = z.string().max(TEXT_LIMITS.paragraph);

/** A list of short texts (tags, categories). */
export const textList = z.array(line).max(TEXT_LIMITS.listItems);

/**
 * A map with free keys (field name -> value): at most TEXT_LIMITS.mapEntries keys, each a line.
 * zod has no size check for records, so the cap is a refinement, and `maxProperties` states it
 * in openapi.json (and is what the schema-walking test looks for).
 */
export function cappedMap<V extends z.ZodType>(value: V) {
  const max = TEXT_LIMITS.mapEntries;
  return z
    .record(line, value)
    .refine((map) => Object.keys(map).length <= max, { message: `At most ${max} entries.` })
    .meta({ maxProperties: max });
}

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

/**
 * Who brings a collection's records into being through POST /<collection>:
 * - `client`: any client with the write permission (a word, a list entry, a platform quick ad);
 * - `command`: only a domain command (orders, strikes, invitations...): POST is 405 and names it;
 * - `server`: only the server itself (the wallet, the audit log): POST is 405.
 */
export type CreatedBy = 'client' | 'command' | 'server';

/**
 * The one rule for fields a client does not decide on create:
 * - `computed`: the server sets them (`now` = the time of the write; `rule` = the collection's
 *   write rule derives them from other fields or the caller); a value sent is ignored;
 * - `initial`: every new record starts with this value; a client may leave the field out or send
 *   that same value, anything else is refused with a 400 that names the field;
 * - `defaults`: optional for the client, this value when left out.
 * The base fields (id, version, createdAt, updatedAt) are always computed.
 */
export interface EntityOptions<S extends z.ZodRawShape> {
  createdBy?: CreatedBy;
  computed?: { readonly [K in keyof S]?: 'now' | 'rule' };
  initial?: { readonly [K in keyof S]?: z.infer<S[K]> };
  defaults?: { readonly [K in keyof S]?: z.infer<S[K]> };
}

/** A whole entity: its schemas and the create rule, as the server applies it and openapi.json states it. */
export interface EntityDefinition<S extends z.ZodRawShape = z.ZodRawShape> {
  /** A stored record, base fields included; strict. */
  record: z.ZodObject<typeof baseShape & S, z.core.$strict>;
  /** Every field of a new record, as stored (no base fields); strict, no defaults. */
  create: z.ZodObject<S, z.core.$strict>;
  /** What a client POSTs: `create` with computed, initial and defaulted fields optional. */
  input: z.ZodObject;
  createdBy: CreatedBy;
  computed: Readonly<Record<string, 'now' | 'rule'>>;
  initial: Readonly<Record<string, unknown>>;
  defaults: Readonly<Record<string, unknown>>;
}

/** The record, create and input schemas of one entity from its own fields. */
export function defineEntity<const S extends z.ZodRawShape>(fields: S, options: EntityOptions<S> = {}): EntityDefinition<S> {
  const computed = (options.computed ?? {}) as Record<string, 'now' | 'rule'>;
  const initial = (options.initial ?? {}) as Record<string, unknown>;
  const defaults = (options.defaults ?? {}) as Record<string, unknown>;
  const optional = new Set([...Object.keys(computed), ...Object.keys(initial), ...Object.keys(defaults)]);
  const inputShape = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, optional.has(name) ? (schema as z.ZodType).optional() : schema]),
  );
  return {
    record: z.object({ ...baseShape, ...fields }).strict(),
    create: z.object(fields).strict(),
    input: z.object(inputShape).strict(),
    createdBy: options.createdBy ?? 'client',
    computed,
    initial,
    defaults,
  };
}

/** Base fields: set by the server on every write, never taken from a body. */
export const BASE_FIELDS = Object.keys(baseShape) as readonly (keyof typeof baseShape)[];

/**
 * A POST body (already valid against `input`) as the record to store, before the collection's
 * write rule fills the `rule` fields: computed values dropped (and `now` ones stamped), initial
 * and default values filled in. Returns the fields whose sent value is not the initial one.
 */
export function prepareCreate(
  entity: EntityDefinition,
  body: Record<string, unknown>,
  nowIso: string,
): { data: Record<string, unknown>; refused: string[] } {
  const data: Record<string, unknown> = { ...entity.defaults, ...body };
  for (const [field, how] of Object.entries(entity.computed)) {
    delete data[field];
    if (how === 'now') data[field] = nowIso;
  }
  const refused: string[] = [];
  for (const [field, value] of Object.entries(entity.initial)) {
    if (field in body && JSON.stringify(body[field]) !== JSON.stringify(value)) refused.push(field);
    data[field] = structuredClone(value);
  }
  return { data, refused };
}

/**
 * The fields a client does not own: the computed and initial ones. On create they are the
 * server's (prepareCreate); on PUT and PATCH they keep the stored value (a PUT may leave them out)
 * and the server alone changes them: its commands, or its rule deriving them (a user's
 * `ageBracket` from `dateOfBirth`).
 */
export function serverOwnedFields(entity: EntityDefinition): string[] {
  return [...Object.keys(entity.computed), ...Object.keys(entity.initial)];
}

/**
 * The server-owned fields an update sends with another value than the stored one, which it
 * refuses naming each. A field echoed back as read is not a change: react-admin sends back the
 * whole record it read.
 */
export function changedServerOwnedFields(
  entity: EntityDefinition,
  stored: Readonly<Record<string, unknown>>,
  sent: Readonly<Record<string, unknown>>,
): string[] {
  return serverOwnedFields(entity).filter((f) => f in sent && canonicalJson(sent[f] ?? null) !== canonicalJson(stored[f] ?? null));
}
