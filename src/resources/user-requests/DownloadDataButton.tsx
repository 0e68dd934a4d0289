import { useMutation } from '@tanstack/react-query';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import { AppButton } from '../../shell/buttons/AppButton';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../providers/data';
import { describeError } from '../common/describeError';

/** Hands the browser a JSON file to save, without leaving the page. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function exportFileName(request: Pick<UserRequest, 'userId'>): string {
  return `user-${request.userId}-data.json`;
}

/** Download the user's data (GET /user-requests/:id/export, audited by the server) as a JSON file. */
export function DownloadDataButton() {
  const record = useRecordContext<UserRequest>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { can } = useAdminPermissions();
  const download = useMutation({
    mutationFn: (request: UserRequest) => dataProvider.request(`user-requests/${request.id}/export`),
    onSuccess: (data, request) => {
      saveJson(data, exportFileName(request));
      notify('app.moderation.user_requests.downloaded', { type: 'success' });
    },
    onError: (error) => {
      const { key, args } = describeError(error);
      notify(key, { type: 'error', messageArgs: args });
    },
  });
  if (!record || record.type !== 'data_request' || !can('userRequests.act')) return null;
  return (
    <AppButton
      variant="outlineBlue"
      size="small"
      startIcon={<FileDownloadOutlined />}
      disabled={download.isPending}
      onClick={() => download.mutate(record)}
      sx={{ minHeight: 36 }}
    >
      {translate('app.moderation.user_requests.download')}
    </AppButton>
  );
}
