import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data/types';

/** A live session of an admin as GET /api/admins/:id/sessions returns it (never the token). */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
  /** The session this browser is using. */
  current: boolean;
}

export const adminSessionsKey = (adminId: Identifier) => ['admins', 'sessions', String(adminId)];

/** The admin's active sessions; shared by the sessions table and the Block IP dialog (one request). */
export function useAdminSessions(adminId: Identifier | undefined, enabled = true) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: adminSessionsKey(adminId ?? ''),
    queryFn: () => dataProvider.request<{ sessions: AdminSession[] }>(`admins/${encodeURIComponent(String(adminId))}/sessions`).then((r) => r.sessions),
    enabled: enabled && adminId !== undefined,
  });
}
