import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OfflineOverlay } from '../layout/offline/OfflineOverlay';

export interface PublicLayoutProps {
  /** Catalogue key of the card's heading. */
  title: string;
  /** Catalogue key (or already translated text) under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The public screens' frame (no shell): the product name above one centred card. Colours come
 * from the theme's palette only, so it follows the light and dark schemes. Losing the network
 * shows the offline overlay here too, over the card, which keeps what was typed.
 */
export function PublicLayout({ title, subtitle, children }: PublicLayoutProps) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        color: 'text.primary',
        px: 2,
        py: 4,
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <Typography variant="h5" component="p" sx={{ textAlign: 'center', fontWeight: 700, color: 'primary.main' }}>
          {translate('app.name')}
        </Typography>
        <Card elevation={3} sx={{ borderRadius: 2 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ mb: 3 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
                {translate(title)}
              </Typography>
              {subtitle && (
                <Typography variant="body2" color="text.secondary">
                  {typeof subtitle === 'string' ? translate(subtitle) : subtitle}
                </Typography>
              )}
            </Stack>
            {children}
          </CardContent>
        </Card>
      </Stack>
      <OfflineOverlay />
    </Box>
  );
}
