import type { ElementType } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';

/** The six button variants of the specification (section 4). */
export type AppButtonVariant = 'outlineBlue' | 'outlineRed' | 'outlineDark' | 'primary' | 'error' | 'cancel';

export interface AppButtonProps extends Omit<ButtonProps, 'variant' | 'color'> {
  variant: AppButtonVariant;
  /** Renders as another element, e.g. a router Link (with `to`) for a button that navigates. */
  component?: ElementType;
  to?: string;
}

const MUI_VARIANT: Record<AppButtonVariant, ButtonProps['variant']> = {
  outlineBlue: 'outlined',
  outlineRed: 'outlined',
  outlineDark: 'outlined',
  primary: 'contained',
  error: 'contained',
  cancel: 'contained',
};

/** Text, background and border of each variant, in both modes. */
function colours(theme: Theme, variant: AppButtonVariant): { color: string; backgroundColor: string; borderColor: string } {
  const p = theme.palette;
  switch (variant) {
    case 'outlineBlue':
      return { color: p.primary.main, backgroundColor: 'transparent', borderColor: p.primary.main };
    case 'outlineRed':
      return { color: p.error.main, backgroundColor: 'transparent', borderColor: p.error.main };
    case 'outlineDark':
      return { color: p.text.primary, backgroundColor: 'transparent', borderColor: p.text.primary };
    case 'primary':
      return { color: p.primary.contrastText, backgroundColor: p.primary.main, borderColor: p.primary.main };
    case 'error':
      return { color: p.error.contrastText, backgroundColor: p.error.main, borderColor: p.error.main };
    case 'cancel':
      return { color: p.text.primary, backgroundColor: alpha(p.text.primary, 0.08), borderColor: 'transparent' };
  }
}

function hover(theme: Theme, variant: AppButtonVariant): { backgroundColor: string } {
  const p = theme.palette;
  if (variant === 'primary') return { backgroundColor: p.primary.dark };
  if (variant === 'error') return { backgroundColor: alpha(p.error.main, 0.85) };
  if (variant === 'cancel') return { backgroundColor: alpha(p.text.primary, 0.14) };
  const base = variant === 'outlineRed' ? p.error.main : variant === 'outlineDark' ? p.text.primary : p.primary.main;
  return { backgroundColor: alpha(base, 0.08) };
}

/**
 * The one button of the app. Disabled keeps the variant's colours at half opacity (specification
 * section 4) and is not clickable: the native `disabled` attribute, so no click, focus or submit.
 */
export function AppButton({ variant, sx, ...props }: AppButtonProps) {
  return (
    <Button
      variant={MUI_VARIANT[variant]}
      {...props}
      data-variant={variant}
      sx={[
        (theme) => ({
          minHeight: 40,
          px: 2.5,
          border: '1px solid',
          boxShadow: 'none',
          ...colours(theme, variant),
          '&:hover': { boxShadow: 'none', ...hover(theme, variant) },
          '&.Mui-disabled': { ...colours(theme, variant), opacity: 0.5 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
