import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useResourceDefinitions, type RaRecord, type ResourceDefinition } from 'react-admin';

/** A record page's path: /<resource>/<id> (edit; react-admin also draws it at …/edit) or /<resource>/<id>/show. */
const RECORD_PAGE = /^\/([^/]+)\/([^/]+)(?:\/show|\/edit)?\/?$/;
/** A reason or a subject can be hundreds of characters; a tab shows the first few words. */
const MAX_TITLE = 60;

export interface RecordPage {
  resource: string;
  id: string;
}

/** The resource and id of a record page's path, or null for any other page. */
export function recordPageOf(pathname: string, resources: Record<string, ResourceDefinition>): RecordPage | null {
  const match = RECORD_PAGE.exec(pathname);
  if (!match || match[2] === 'create') return null;
  const resource = decodeURIComponent(match[1]);
  return resources[resource] ? { resource, id: decodeURIComponent(match[2]) } : null;
}

/** The resource's recordRepresentation as one short line of text. */
export function representationOf(definition: ResourceDefinition | undefined, record: RaRecord): string {
  const how: unknown = definition?.recordRepresentation;
  const value: unknown =
    typeof how === 'function' ? (how as (r: RaRecord) => unknown)(record) : typeof how === 'string' ? record[how] : undefined;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, ' ').trim() : '';
  return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text;
}

function isRecordQuery(query: Query, page: RecordPage): boolean {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  return resource === page.resource && method === 'getOne' && String(params?.id) === page.id && query.state.data !== undefined;
}

/**
 * The name of the record a page shows ("Param Talwar"), read from the record the page itself
 * loaded (react-admin's getOne cache, whatever `meta` the page asked with): no request of its
 * own. Empty until the record is there, and on pages that show no record.
 */
export function useRecordTitle(pathname: string): { page: RecordPage | null; name: string } {
  const resources = useResourceDefinitions();
  const cache = useQueryClient().getQueryCache();
  const page = useMemo(() => recordPageOf(pathname, resources), [pathname, resources]);
  const read = useCallback(() => {
    if (!page) return '';
    const query = cache.getAll().find((q) => isRecordQuery(q, page));
    return query ? representationOf(resources[page.resource], query.state.data as RaRecord) : '';
  }, [cache, resources, page]);
  const name = useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    read,
  );
  return { page, name };
}
