import { useGetMany, type RaRecord } from 'react-admin';
import { fullName, subjectField } from '../../../domain/people';

/** A representation that only numbers the record ("#2") says nothing a person can recognise. */
const NUMBER_ONLY = /^#?\d+$/;

/**
 * Names rows as their list shows them (#39.12): by the person the row is about (a report's
 * reported user, a request's user), then the resource's own representation when it adds
 * something ("Param Talwar — Asked me to pay outside the app."); a row about no one by its
 * representation alone.
 */
export function useRowNames(resource: string, records: readonly (RaRecord | null)[]): (record: RaRecord, representation: string) => string {
  const field = subjectField(resource);
  const ids = field ? [...new Set(records.map((r) => r?.[field] as unknown).filter((v) => v !== null && v !== undefined))] : [];
  const { data: people } = useGetMany('users', { ids: ids as RaRecord['id'][] }, { enabled: ids.length > 0 });
  const byId = new Map((people ?? []).map((p) => [String(p.id), p]));
  return (record, representation) => {
    const person = field ? byId.get(String(record[field] as unknown)) : undefined;
    const name = person ? fullName(person) : '';
    const extra = NUMBER_ONLY.test(representation) || representation === name ? '' : representation;
    return [name, extra].filter(Boolean).join(' — ') || representation;
  };
}
