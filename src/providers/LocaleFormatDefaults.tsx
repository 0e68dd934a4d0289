import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocaleFormat } from './useLocaleFormat';

/**
 * react-admin's DateField and NumberField write dates and numbers with the browser's locale
 * unless given `locales`; this gives every one inside it the chosen language's (through the
 * theme's default props, so the screens pass nothing). A field's own `locales` still wins.
 */
export function LocaleFormatDefaults({ children }: { children: ReactNode }) {
  const { locales } = useLocaleFormat();
  // One function per language: a new one each render would give every MUI component below a new theme to re-resolve.
  const withLocales = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        RaDateField: { ...outer.components?.RaDateField, defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales } },
        RaNumberField: { ...outer.components?.RaNumberField, defaultProps: { ...outer.components?.RaNumberField?.defaultProps, locales } },
      },
    }),
    [locales],
  );
  return <ThemeProvider theme={withLocales}>{children}</ThemeProvider>;
}
