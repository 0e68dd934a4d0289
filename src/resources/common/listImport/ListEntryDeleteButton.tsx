import { useState, type MouseEvent } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useNotifyApiError } from '../useNotifyApiError';
import { useAdminPermissions } from '../../../layout/permissions/useAdminPermissions';

/**
 * Deletes one List Manager entry after a confirmation naming it. The server refuses (409) an
 * entry users still use; the toast then says how many.
 */
export function ListEntryDeleteButton({ nameField = 'name' }: { nameField?: string }) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const [open, setOpen] = useState(false);
  const { canAccess } = useAdminPermissions();
  const [remove, { isPending }] = useDelete();
  if (!record || !canAccess(resource, 'delete')) return null;
  const name = String(record[nameField] ?? record.id);

  const stop = (e: MouseEvent) => e.stopPropagation();
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.administration.lists.deleted', { type: 'success', messageArgs: { name } }),
        onError: (error) => notifyError(error),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <span onClick={stop}>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={() => setOpen(true)}
        disabled={isPending}
        aria-label={translate('app.administration.lists.delete_named', { name })}
      >
        <DeleteOutline />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.administration.lists.delete_title"
        content="app.administration.lists.delete_content"
        translateOptions={{ name, list: translate(`resources.${resource}.name`, { smart_count: 2 }) }}
        confirm="ra.action.delete"
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
