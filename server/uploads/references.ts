import { z } from 'zod';
import { COLLECTIONS } from '../../src/domain/collections';
import { ENTITIES, mediaUrl } from '../../src/domain/entities';
import { UPLOAD_PATH_PREFIX } from '../../src/domain/uploads';
import type { Reads } from '../store/store';

export interface MediaField {
  collection: string;
  field: string;
}

function holdsMediaUrl(schema: z.ZodType): boolean {
  let t: z.ZodType = schema;
  while (t instanceof z.ZodNullable || t instanceof z.ZodOptional) t = t.unwrap() as z.ZodType;
  return t === mediaUrl || (t instanceof z.ZodArray && t.element === mediaUrl);
}

/**
 * Every field whose value can be an upload's URL: any `mediaUrl` field, or list of them, of any
 * collection (quick ads' mediaUrls, but an admin may paste an upload's URL into a user's avatar
 * or a help article's video too). Read from the schemas, so a field added later is covered; all
 * are top-level fields the query grammar indexes, so a look-up reads an index, not the documents.
 */
export const MEDIA_URL_FIELDS: readonly MediaField[] = COLLECTIONS.flatMap((collection) =>
  Object.entries(ENTITIES[collection].create.shape)
    .filter(([, schema]) => holdsMediaUrl(schema as z.ZodType))
    .map(([field]) => ({ collection, field })),
);

/**
 * URLs asked about per statement. A batch is padded to this length (repeating a URL matches
 * nothing new): the store caches statements by their text, and a value list of each length up
 * to 64 has a text of its own, while a longer one is bound as one JSON array, one text per field.
 */
const BATCH = 100;

/**
 * Which of these stored files (`<32 hex>.<ext>`) some record refers to, by URL, in any media
 * field. One indexed look-up per field and batch: the cost grows with the files asked about,
 * not with the size of the collections (users may be a hundred thousand). Read through `reads`:
 * a transaction's when files are removed on the answer.
 */
export async function referencedUploads(reads: Reads, files: Iterable<string>): Promise<Set<string>> {
  const urls = [...files].map((f) => UPLOAD_PATH_PREFIX + f);
  const found = new Set<string>();
  for (let i = 0; i < urls.length; i += BATCH) {
    const batch = urls.slice(i, i + BATCH);
    const wanted = new Set(batch);
    while (batch.length < BATCH) batch.push(batch[0]);
    for (const { collection, field } of MEDIA_URL_FIELDS) {
      for (const rec of await reads.where(collection, { [field]: batch })) {
        const value = rec[field];
        for (const url of Array.isArray(value) ? value : [value]) {
          if (typeof url === 'string' && wanted.has(url)) found.add(url.slice(UPLOAD_PATH_PREFIX.length));
        }
      }
    }
  }
  return found;
}
