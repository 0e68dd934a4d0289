/**
 * The value cached under `key`, created on a miss. A Map iterates in insertion order: re-inserting
 * on every use keeps the least recently used first, and that one is dropped once the map would
 * hold more than `max` entries. Callers keep their own Map, so each cache has its bound in sight.
 */
export function lruGet<K, V>(cache: Map<K, V>, key: K, max: number, create: () => V): V {
  let value: V;
  if (cache.has(key)) {
    value = cache.get(key) as V;
    cache.delete(key);
  } else {
    value = create();
  }
  cache.set(key, value);
  if (cache.size > max) cache.delete(cache.keys().next().value as K);
  return value;
}
