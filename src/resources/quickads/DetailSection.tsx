import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled group of labelled fields, laid out in as many columns as the width allows. */
export function DetailSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'start' }}>{children}</Box>
    </Box>
  );
}
