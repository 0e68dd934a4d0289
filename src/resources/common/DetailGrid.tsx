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

/** A responsive grid of DetailItems. */
export function DetailGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>;
}
