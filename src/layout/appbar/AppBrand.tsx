import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The product's mark and name, linking home. The name hides on narrow screens; the mark stays. */
export function AppBrand() {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/dashboard"
      aria-label={translate('app.name')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none', borderRadius: 1, flexShrink: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28, display: 'block' }} />
      <Typography component="span" sx={{ display: { xs: 'none', lg: 'block' }, fontWeight: 700, fontSize: 16, whiteSpace: 'nowrap' }}>
        {translate('app.name')}
      </Typography>
    </Box>
  );
}
