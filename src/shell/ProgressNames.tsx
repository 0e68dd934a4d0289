import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Every progress indicator under the shell gets an accessible name from the catalogue unless it
 * brings its own: react-admin's Save and Delete buttons and list spinners draw unnamed
 * CircularProgress and LinearProgress (axe: aria-progressbar-name). A theme default, so no
 * component has to remember it; the name follows the chosen language.
 */
export function ProgressNames({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
}
