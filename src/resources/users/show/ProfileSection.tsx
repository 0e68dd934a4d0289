import { Children, isValidElement, type ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';

/** A titled group of labelled fields on a responsive grid (one column on phones, three on desktops). */
export function ProfileSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      <Grid container spacing={2}>
        {Children.toArray(children)
          .filter(isValidElement)
          .map((child) => (
            <Grid key={child.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Labeled>{child}</Labeled>
            </Grid>
          ))}
      </Grid>
    </Box>
  );
}
