import { ReferenceField, useGetManyAggregate, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import type { CollectionName } from '../../../domain/collections';
import { RECORD_NAMES, ownName, personName } from '../../../domain/recordNames';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';

const Plain = ({ text }: { text: string }) => (
  <Typography component="span" variant="body2">
    {text}
  </Typography>
);

/** The name of the record in context, as src/domain/recordNames.ts names it (ownName). */
function OwnName({ collection }: { collection: CollectionName }) {
  const record = useRecordContext();
  return record ? <Plain text={ownName(collection, record) || `#${String(record.id)}`} /> : null;
}

/**
 * The person the record in context is about, by name: its number until the person has loaded, so
 * the link around it is never without text.
 */
function PersonOf({ field, fallback }: { field: string; fallback: string }) {
  const record = useRecordContext();
  const personId = record?.[field] as number | string | null | undefined;
  // One request for every row's person (react-admin aggregates these into a getMany).
  const { data } = useGetManyAggregate('users', { ids: personId === null || personId === undefined ? [] : [personId] });
  const person = data?.[0];
  return <Plain text={(person && personName(person)) || fallback} />;
}

/**
 * A record another points at, by name, linked to its page (its show, else its edit page, when it
 * has one the admin may open): a person by name, a strike or a request by the person it is about.
 * A record of a collection the admin may not read, or without names, reads as its number.
 */
export function RecordReference({ collection, id }: { collection: CollectionName; id: string | number }) {
  const { canAccess, isPending } = useAdminPermissions();
  const how = RECORD_NAMES[collection];
  if (isPending) return null;
  if (!how || !canAccess(collection, 'list')) return <Plain text={`#${id}`} />;
  return (
    <ReferenceField record={{ id: 0, target: id }} source="target" reference={collection} emptyText={`#${id}`}>
      {how.kind === 'about' && !canAccess('users', 'list') ? (
        <Plain text={`#${id}`} />
      ) : how.kind === 'about' ? (
        <PersonOf field={how.personField} fallback={`#${id}`} />
      ) : (
        <OwnName collection={collection} />
      )}
    </ReferenceField>
  );
}
