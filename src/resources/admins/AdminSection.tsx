import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled block of the admin page. */
export const AdminSection = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ pt: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(titleKey)}
      </Typography>
      {children}
    </Box>
  );
};
