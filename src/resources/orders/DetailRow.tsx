import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One labelled value of a details card: the label from the catalogue, the value on the right. */
export function DetailRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="div"
      role="group"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}
