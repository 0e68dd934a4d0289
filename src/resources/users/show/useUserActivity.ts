import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BackofficeDataProvider } from '../../../providers/data';
import type { ActivityEntry } from '../../../domain/apiViews';

export type { ActivityEntry };

export const ACTIVITY_PAGE = 25;

/** The user's activity timeline, newest first, a page at a time. */
export function useUserActivity(userId: Identifier | undefined) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useInfiniteQuery({
    queryKey: ['users', 'activity', userId],
    enabled: userId !== undefined,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      dataProvider.request<ActivityEntry[]>(
        `users/${encodeURIComponent(String(userId))}/activity?_start=${pageParam}&_end=${pageParam + ACTIVITY_PAGE}`,
      ),
    getNextPageParam: (last, pages) => (last.length === ACTIVITY_PAGE ? pages.length * ACTIVITY_PAGE : undefined),
  });
}
