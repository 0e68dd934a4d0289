import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useResourceContext, useTranslate, CreateButton, useResourceDefinition } from 'react-admin';
import { useTopBarSearch } from '../../shell/search/useTopBarSearch';

/** What an empty list says: nothing matches the search, or nothing exists yet (and how to add one). */
export function EmptyState({ messageKey }: { messageKey?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const search = useTopBarSearch();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <InboxOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {search ? translate('app.empty.no_match', { search }) : translate(messageKey ?? 'app.empty.nothing_yet')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {search
          ? translate('app.empty.no_match_hint')
          : translate('app.empty.nothing_yet_hint', { resource: translate(`resources.${resource}.name`, { smart_count: 2 }) })}
      </Typography>
      {!search && hasCreate ? <CreateButton sx={{ mt: 2 }} /> : null}
    </Box>
  );
}
