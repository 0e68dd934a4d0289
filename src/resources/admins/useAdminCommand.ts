import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data/types';
import { useNotifyApiError } from '../../listImport/useNotifyApiError';

/**
 * Runs one administrators command (POST /api/admins/:id/actions/:action), toasts the outcome
 * from the catalogue, and reloads the record and its sessions.
 */
export function useAdminCommand(action: string, adminId: Identifier | null, messageArgs: Record<string, unknown> = {}) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown> = {}) => dataProvider.runAction('admins', adminId, action, payload),
    onSuccess: (_data, payload = {}) => {
      notify(`app.administration.admins.done.${action}`, { type: 'success', messageArgs: { ...payload, ...messageArgs } });
      void queryClient.invalidateQueries({ queryKey: ['admins'] });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
}
