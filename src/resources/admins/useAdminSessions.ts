import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data/types';
import type { SessionView } from '../../domain/apiViews';

export type AdminSession = SessionView;

export const adminSessionsKey = (adminId: Identifier) => ['admins', 'sessions', String(adminId)];

/** The admin's active sessions; shared by the sessions table and the Block IP dialog (one request). */
export function useAdminSessions(adminId: Identifier | undefined, enabled = true) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: adminSessionsKey(adminId ?? ''),
    queryFn: () =>
      dataProvider.request<{ sessions: AdminSession[] }>(`admins/${encodeURIComponent(String(adminId))}/sessions`).then((r) => r.sessions),
    enabled: enabled && adminId !== undefined,
  });
}
