import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One labelled value of a detail page; the label is a catalogue key. */
export function DetailItem({ labelKey, children }: { labelKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(labelKey)}
      </Typography>
      <Box sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/**
 * A responsive grid of labelled values (DetailItem, or react-admin's Labeled): `columns` on wide
 * screens, or `auto` for as many 220 px columns as the width allows.
 */
export function DetailGrid({ children, columns = 4 }: { children: ReactNode; columns?: number | 'auto' }) {
  const gridTemplateColumns =
    columns === 'auto' ? 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` };
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns, alignItems: 'start' }}>{children}</Box>;
}

/** A titled group of labelled values of a detail page. */
export function DetailSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      <DetailGrid columns="auto">{children}</DetailGrid>
    </Box>
  );
}
