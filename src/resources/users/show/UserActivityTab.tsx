import { Box, CircularProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { AppButton } from '../../../shell/buttons/AppButton';
import { ActivityItem } from './ActivityItem';
import { RelatedEmpty } from './RelatedEmpty';
import { useUserActivity } from './useUserActivity';

/** Everything administrators did to this user and their records, from the audit log. */
export function UserActivityTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useUserActivity(record?.id);
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (isError) return <RelatedEmpty messageKey="app.manageUsers.activity.load_error" />;
  const entries = data.pages.flat();
  if (!entries.length) return <RelatedEmpty messageKey="app.manageUsers.activity.empty" />;
  return (
    <Box>
      <Box component="ol" aria-label={translate('app.manageUsers.user.tabs.activity')} sx={{ p: 0, m: 0 }}>
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </Box>
      {hasNextPage ? (
        <AppButton variant="outlineDark" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
          {translate('app.manageUsers.activity.more')}
        </AppButton>
      ) : null}
    </Box>
  );
}
