import type { PaletteOptions } from '@mui/material/styles';

/**
 * Calm, professional colours with a blue primary. Every text/background pair used by the
 * shell reaches WCAG AA (4.5:1) in its mode; the ratios are noted where they are tight.
 * The page backgrounds match public/boot.js, which paints them before the bundle loads.
 */
/**
 * System fonts (and the shipped Devanagari webfont, fetched only for Devanagari text): the app
 * must look right offline. The webfont comes first: its unicode-range limits it to Devanagari, and
 * behind `system-ui` Chromium on Linux drew boxes for bold Hindi (the system font won the match).
 */
export const FONT_STACK =
  '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const LIGHT_BACKGROUND = '#f5f6fa';
export const DARK_BACKGROUND = '#121212';

export const lightPalette: PaletteOptions = {
  mode: 'light',
  // MUI picks contrastText against this threshold: 4.5 is the AA ratio for body text.
  contrastThreshold: 4.5,
  primary: { main: '#1d4ed8', light: '#3b82f6', dark: '#1e3a8a', contrastText: '#ffffff' }, // 6.7:1 on white
  secondary: { main: '#475569', contrastText: '#ffffff' },
  error: { main: '#b91c1c', contrastText: '#ffffff' }, // 6.5:1 on white
  warning: { main: '#b45309', contrastText: '#ffffff' },
  success: { main: '#137333', contrastText: '#ffffff' }, // 5.9:1 on white, 5.3:1 on the tinted (overdue) rows
  info: { main: '#0369a1', contrastText: '#ffffff' },
  background: { default: LIGHT_BACKGROUND, paper: '#ffffff' },
  text: { primary: '#1f2937', secondary: '#4b5563', disabled: '#6b7280' },
  divider: 'rgba(15, 23, 42, 0.12)',
};

export const darkPalette: PaletteOptions = {
  mode: 'dark',
  contrastThreshold: 4.5,
  primary: { main: '#8ab4f8', light: '#aecbfa', dark: '#5b8def', contrastText: '#0b1a33' }, // 8.9:1 on #121212
  secondary: { main: '#9aa5b1', contrastText: '#0b1a33' },
  error: { main: '#f28b82', contrastText: '#2b0a07' },
  warning: { main: '#fdd663', contrastText: '#2b1d00' },
  success: { main: '#81c995', contrastText: '#04220f' },
  info: { main: '#78d9ec', contrastText: '#002a33' },
  background: { default: DARK_BACKGROUND, paper: '#1c1f24' },
  text: { primary: '#e8eaed', secondary: '#bdc1c6', disabled: '#9aa0a6' },
  divider: 'rgba(255, 255, 255, 0.12)',
};

/**
 * Toasts keep the light style in both modes (specification section 8: "light theme"):
 * a white card with dark text and a coloured edge telling the kind of message.
 */
export const toastColours = {
  background: '#ffffff',
  text: '#1f2937',
  info: '#0369a1',
  success: '#15803d',
  warning: '#b45309',
  error: '#b91c1c',
} as const;
