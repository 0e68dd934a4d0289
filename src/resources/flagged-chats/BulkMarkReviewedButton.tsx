import { useMutation } from '@tanstack/react-query';
import DoneAll from '@mui/icons-material/DoneAll';
import { Button, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { findAction } from '../../domain/actions';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../providers/data';

const MARK_REVIEWED = findAction('flagged-chats', 'mark_reviewed')!;

/**
 * Mark as reviewed for the selected chats: one command per chat, so each is checked (status,
 * claims) and audited on its own. Chats another moderator holds, or that someone reviewed in the
 * meantime, are skipped and counted in the toast.
 */
export function BulkMarkReviewedButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { can } = useAdminPermissions();
  const mutation = useMutation({
    mutationFn: (ids: readonly (string | number)[]) => Promise.allSettled(ids.map((id) => dataProvider.runAction('flagged-chats', id, 'mark_reviewed', {}))),
    onSuccess: (results) => {
      const done = results.filter((r) => r.status === 'fulfilled').length;
      const skipped = results.length - done;
      if (!skipped) notify('app.moderation.flagged_chats.bulk_done', { type: 'success', messageArgs: { smart_count: done } });
      else notify('app.moderation.flagged_chats.bulk_partial', { type: 'warning', messageArgs: { smart_count: skipped, done } });
      onUnselectItems();
      refresh();
    },
  });
  if (!can(MARK_REVIEWED.permission)) return null;
  return (
    <Button label="app.moderation.commands.mark_reviewed.label" disabled={mutation.isPending} onClick={() => mutation.mutate(selectedIds)}>
      <DoneAll />
    </Button>
  );
}
