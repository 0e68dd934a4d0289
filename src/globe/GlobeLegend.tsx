import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGlobeColors } from './useGlobeColors';

/** What the tints mean: from no users to the busiest country (log scale, see fillStrength in drawGlobe.ts). */
export function GlobeLegend({ max }: { max: number }) {
  const translate = useTranslate();
  const colors = useGlobeColors();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'center', mt: 1 }} aria-hidden>
      <Typography variant="caption" color="text.secondary">
        0
      </Typography>
      <Box
        sx={{
          width: 160,
          height: 10,
          borderRadius: 5,
          border: 1,
          borderColor: 'divider',
          background: `linear-gradient(to right, ${colors.land}, ${colors.users})`,
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('app.content.globe.users_count', { smart_count: max })}
      </Typography>
    </Box>
  );
}
