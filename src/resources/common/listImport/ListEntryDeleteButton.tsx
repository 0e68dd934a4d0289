import { useState, type MouseEvent } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useNotifyApiError } from '../useNotifyApiError';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import { IMPORT_LISTS, entryKey, isImportableList } from '../../../domain/listImport/importLists';
import { MODAL_MAX_WIDTH } from '../../../domain/constants';
import { useListUsage } from './useListUsage';

/**
 * Deletes one List Manager entry after a confirmation naming it. An entry users still use is
 * never offered for deletion: its dialog says so, from the server's own count (GET
 * /lists/:list/usage), before anything is confirmed. The server still refuses (409) one that
 * became used meanwhile; the toast then says how many.
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
  const list = isImportableList(resource) ? resource : null;
  const allowed = !!record && canAccess(resource, 'delete');
  // One request for the whole page: every row's button reads the same query.
  const usage = useListUsage(list ?? 'user-categories', allowed && list !== null);
  if (!record || !allowed) return null;
  const name = String(record[nameField] ?? record.id);
  const key = list ? entryKey(IMPORT_LISTS[list], record) : null;
  const users = usage.data?.entries.find((e) => e.key === key)?.users ?? 0;

  const stop = (e: MouseEvent) => e.stopPropagation();
  const close = () => setOpen(false);
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
      {users > 0 ? (
        <Dialog open={open} onClose={close} sx={{ '& .MuiDialog-paper': { maxWidth: MODAL_MAX_WIDTH, width: '100%' } }}>
          <DialogTitle>{translate('app.administration.lists.delete_title', { name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate('app.administration.lists.in_use', { users, smart_count: users, entry: name })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button label="app.common.close" onClick={close} autoFocus />
          </DialogActions>
        </Dialog>
      ) : (
        <Confirm
          isOpen={open}
          // Until the count is in, the entry may be in use: the confirm waits for it.
          loading={isPending || usage.isLoading}
          title="app.administration.lists.delete_title"
          content="app.administration.lists.delete_content"
          translateOptions={{ name, list: translate(`resources.${resource}.name`, { smart_count: 2 }) }}
          confirm="ra.action.delete"
          cancel="app.common.cancel"
          confirmColor="warning"
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </span>
  );
}
