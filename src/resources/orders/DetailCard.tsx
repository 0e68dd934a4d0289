import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled card of the order page. */
export function DetailCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          {translate(title)}
          {action}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
