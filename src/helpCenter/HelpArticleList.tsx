import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { HelpItem } from '../domain/entities/helpItems';
import type { HelpSection } from './helpSections';
import { HelpArticle } from './HelpArticle';

/** A section's articles from the `help-items` collection, in their `order`. */
export function HelpArticleList({ section, hideWhenEmpty = false }: { section: HelpSection; hideWhenEmpty?: boolean }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<HelpItem>('help-items', {
    filter: { section },
    sort: { field: 'order', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={translate('app.help.loading')} />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate('app.help.load_error')}</Alert>;
  if (!data?.length) {
    return hideWhenEmpty ? null : (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('app.help.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      {data.map((item) => (
        <HelpArticle key={item.id} item={item} />
      ))}
    </Box>
  );
}
