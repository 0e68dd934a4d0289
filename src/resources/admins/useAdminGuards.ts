import { useGetIdentity, useGetList, type RaRecord } from 'react-admin';
import { adminGuards, type AdminAccess, type AdminGuards } from './adminStatus';

/** adminGuards for a record, with the signed-in admin and the number of active Admins fetched. */
export function useAdminGuards(record: (RaRecord & AdminAccess) | undefined): AdminGuards & { isPending: boolean } {
  const { identity, isPending: identityPending } = useGetIdentity();
  const needCount = record?.role === 'admin' && record.status === 'active';
  const { total, isPending: countPending } = useGetList(
    'admins',
    { filter: { role: 'admin', status: 'active' }, pagination: { page: 1, perPage: 1 } },
    { enabled: needCount },
  );
  const guards = record
    ? adminGuards(record, identity?.email as string | undefined, needCount ? total : undefined)
    : { isSelf: false, isLastAdmin: false, revokeBlocked: null, roleBlocked: null };
  return { ...guards, isPending: identityPending || (needCount && countPending) };
}
