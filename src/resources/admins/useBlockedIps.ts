import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data/types';

/** An address Block IP refused, as GET /api/admins/blocked-ips returns it (newest first). */
export interface BlockedIp {
  ip: string;
  blockedAt: string;
  byAdminId: number | null;
}

/** Under the 'admins' key, so a block or unblock (which invalidates ['admins']) reloads it. */
export const blockedIpsKey = ['admins', 'blocked-ips'];

export function useBlockedIps(enabled: boolean) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: blockedIpsKey,
    queryFn: () => dataProvider.request<{ blockedIps: BlockedIp[] }>('admins/blocked-ips').then((r) => r.blockedIps),
    enabled,
  });
}
