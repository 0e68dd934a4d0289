import { LOCALES, type Locale } from '../../src/domain/locales';
import { QUERY_GRAMMAR } from '../../src/domain/queryGrammar';
import type { CollectionName } from '../../src/domain/collections';
import { parseListQuery, QueryError, type ListQuery } from '../store/listQuery';
import { HttpError } from '../http/errors';

type RawQuery = Record<string, string | string[] | undefined>;

/** The list's page: an export holds every row, so a page is not something it takes. */
const PAGING = new Set(['_start', '_end', 'range']);
const MAX_TIME_ZONE_LENGTH = 64;

export interface ExportRequest {
  query: ListQuery;
  locale: Locale;
  timeZone: string;
}

function refuse(parameter: string, message: string): never {
  throw new HttpError(400, message, 'app.errors.bad_query', { parameter });
}

function one(raw: RawQuery, key: string): string | undefined {
  const v = raw[key];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) refuse(key, `Query parameter "${key}" must be given once`);
  return v;
}

/**
 * The list's own query, in the dialect the app speaks (json-server's `_sort/_order/q/<field>` or
 * simple-rest's `sort/filter`: the list grammar takes both), plus the admin's `locale` and
 * `timeZone`, which decide how labels and dates are written. Anything else is refused, naming it.
 */
export function parseExportRequest(collection: CollectionName, raw: RawQuery): ExportRequest {
  const paging = Object.keys(raw).find((k) => PAGING.has(k));
  if (paging) refuse(paging, `Unknown query parameter "${paging}": an export holds every row of the list`);
  const locale = one(raw, 'locale') ?? 'en';
  if (!LOCALES.some((l) => l.locale === locale))
    refuse('locale', `Query parameter "locale" must be one of ${LOCALES.map((l) => l.locale).join(', ')}`);
  const timeZone = one(raw, 'timeZone') ?? 'UTC';
  if (timeZone.length > MAX_TIME_ZONE_LENGTH || !validTimeZone(timeZone))
    refuse('timeZone', 'Query parameter "timeZone" must be an IANA time zone');
  const rest: RawQuery = { ...raw };
  delete rest.locale;
  delete rest.timeZone;
  try {
    return { query: parseListQuery(rest, QUERY_GRAMMAR[collection]), locale: locale as Locale, timeZone };
  } catch (e) {
    if (e instanceof QueryError) throw new HttpError(400, e.message, e.code, { parameter: e.parameter, ...e.detail });
    throw e;
  }
}

function validTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
