import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../../providers/data';

export interface Moderator {
  id: number;
  name: string;
  isMe: boolean;
}

export interface Moderators {
  /** The signed-in admin's id (null until known). */
  myId: number | null;
  nameOf: (id: number | null | undefined) => string | null;
}

/**
 * Administrators' names from GET /moderators, so the screens can say who holds or reviewed a
 * chat without the right to manage administrators. Names change rarely: cached for 5 minutes.
 */
export function useModerators(): Moderators {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { can } = useAdminPermissions();
  const { data } = useQuery({
    queryKey: ['moderators'],
    queryFn: () => dataProvider.request<{ data: Moderator[] }>('moderators'),
    enabled: can('moderation.read'),
    staleTime: 5 * 60 * 1000,
  });
  const list = data?.data ?? [];
  return {
    myId: list.find((m) => m.isMe)?.id ?? null,
    nameOf: (id) => list.find((m) => m.id === id)?.name ?? null,
  };
}
