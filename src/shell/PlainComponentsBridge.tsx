import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useTheme } from '@mui/material/styles';
import { TranslateProvider } from '../publicPages/translateContext';

/**
 * What the framework-free components (src/publicPages: code boxes, offline screen, password rules)
 * read outside the sign-in pages: react-admin's translate, so they follow the admin's language,
 * and `<html data-theme>`, which picks their palette variables, kept in step with the MUI theme.
 */
export function PlainComponentsBridge({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const mode = useTheme().palette.mode;
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return <TranslateProvider value={translate}>{children}</TranslateProvider>;
}
