import { useGetList } from 'react-admin';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';

export interface Neighbours {
  previousId: FlaggedChat['id'] | null;
  nextId: FlaggedChat['id'] | null;
  /** 1-based place of the chat in its queue, when it is still in it. */
  position: number | null;
  total: number | null;
}

const ONE = { page: 1, perPage: 1 };

/**
 * The chats before and after this one in its queue (the tab it was opened from), in the list's
 * order: oldest sent first. Works from the chat's send time, so it still finds the next one
 * after this chat left the queue by being reviewed.
 */
export function useReviewNeighbours(record: FlaggedChat, queue: FlaggedChat['status']): Neighbours {
  const base = { status: queue, id_ne: record.id };
  const next = useGetList<FlaggedChat>('flagged-chats', {
    pagination: ONE,
    sort: { field: 'createdAt', order: 'ASC' },
    filter: { ...base, createdAt_gte: record.createdAt },
  });
  const previous = useGetList<FlaggedChat>('flagged-chats', {
    pagination: ONE,
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { ...base, createdAt_lte: record.createdAt },
  });
  const all = useGetList<FlaggedChat>('flagged-chats', { pagination: ONE, filter: { status: queue } });
  const inQueue = record.status === queue;
  return {
    previousId: previous.data?.[0]?.id ?? null,
    nextId: next.data?.[0]?.id ?? null,
    position: inQueue && previous.total !== undefined ? previous.total + 1 : null,
    total: all.total ?? null,
  };
}
