import { useMemo } from 'react';
import { alpha, useTheme } from '@mui/material/styles';
import type { GlobeColors } from './drawGlobe';

/** The globe in the current theme's colours (light and dark). */
export function useGlobeColors(): GlobeColors {
  const theme = useTheme();
  return useMemo(() => {
    const dark = theme.palette.mode === 'dark';
    return {
      ocean: dark ? '#0d1b2a' : '#eaf2fb',
      land: dark ? '#2b3542' : '#d5dbe3',
      users: theme.palette.primary.main,
      border: theme.palette.background.paper,
      graticule: alpha(theme.palette.text.primary, 0.08),
      outline: theme.palette.divider,
      hover: theme.palette.warning.main,
    };
  }, [theme]);
}
