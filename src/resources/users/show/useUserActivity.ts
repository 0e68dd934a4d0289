import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BackofficeDataProvider } from '../../../providers/data';

/** One entry of GET /users/:id/activity (server/actions/userActivity.ts). */
export interface ActivityEntry {
  id: number;
  at: string;
  action: string;
  resource: string;
  recordId: number | null;
  adminId: number | null;
  adminName: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

export const ACTIVITY_PAGE = 25;

/** The user's activity timeline, newest first, a page at a time. */
export function useUserActivity(userId: Identifier | undefined) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useInfiniteQuery({
    queryKey: ['users', 'activity', userId],
    enabled: userId !== undefined,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      dataProvider.request<ActivityEntry[]>(`users/${encodeURIComponent(String(userId))}/activity?_start=${pageParam}&_end=${pageParam + ACTIVITY_PAGE}`),
    getNextPageParam: (last, pages) => (last.length === ACTIVITY_PAGE ? pages.length * ACTIVITY_PAGE : undefined),
  });
}
