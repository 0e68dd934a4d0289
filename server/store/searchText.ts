import type { Rec } from '../db/rowCodec';
import { foldForSearch } from '../../src/domain/search';

/**
 * Text of every scalar value of a record (one level of nesting and arrays
 * included), folded as search compares text (lower-cased, without accents): what `q` searches,
 * kept in the collection's trigram index.
 */
export function searchTextOf(rec: Rec): string {
  const parts: string[] = [];
  collect(rec, parts, 0);
  return foldForSearch(parts.join('\u0001'));
}

function collect(value: unknown, out: string[], depth: number): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number') {
    out.push(String(value));
    return;
  }
  if (depth > 2 || typeof value !== 'object') return;
  if (Array.isArray(value)) value.forEach((v) => collect(v, out, depth + 1));
  else
    for (const [k, v] of Object.entries(value)) {
      // Secrets and bulky blobs never take part in search.
      if (k === 'previousSnapshot' || k.endsWith('Url') || k.endsWith('Urls')) continue;
      collect(v, out, depth + 1);
    }
}
