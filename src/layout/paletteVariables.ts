import type { PaletteOptions } from '@mui/material/styles';
import { FONT_STACK, darkPalette, lightPalette } from './themePalettes';

type Colour = { main?: string; light?: string; dark?: string; contrastText?: string } | undefined;

function variables(p: PaletteOptions): Record<string, string> {
  const c = (colour: unknown) => colour as Colour;
  return {
    '--app-bg': p.background?.default ?? '',
    '--app-paper': p.background?.paper ?? '',
    '--app-text': p.text?.primary ?? '',
    '--app-text-secondary': p.text?.secondary ?? '',
    '--app-text-disabled': p.text?.disabled ?? '',
    '--app-divider': p.divider ?? '',
    '--app-primary': c(p.primary)?.main ?? '',
    '--app-primary-dark': c(p.primary)?.dark ?? '',
    '--app-primary-light': c(p.primary)?.light ?? '',
    '--app-on-primary': c(p.primary)?.contrastText ?? '',
    '--app-error': c(p.error)?.main ?? '',
    '--app-on-error': c(p.error)?.contrastText ?? '',
    '--app-success': c(p.success)?.main ?? '',
    '--app-on-success': c(p.success)?.contrastText ?? '',
    '--app-info': c(p.info)?.main ?? '',
    '--app-on-info': c(p.info)?.contrastText ?? '',
    '--app-warning': c(p.warning)?.main ?? '',
    '--app-on-warning': c(p.warning)?.contrastText ?? '',
    '--app-secondary': c(p.secondary)?.main ?? '',
    '--app-on-secondary': c(p.secondary)?.contrastText ?? '',
  };
}

const block = (selector: string, vars: Record<string, string>) =>
  `${selector}{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;

/**
 * The theme's palettes as CSS custom properties (`--app-primary`, ...), for what is drawn with
 * plain elements and static CSS instead of MUI: the sign-in pages, the code boxes, the offline
 * screen, the shell's frame, list tabs and the cells drawn on every row of a list. One source of
 * colour: themePalettes.ts. The scheme follows `<html data-theme>`, which public/boot.js sets
 * before the first paint and the admin shell keeps in step with its theme.
 */
export function paletteStyleSheet(): string {
  return [
    block(':root', { ...variables(lightPalette), '--app-font': FONT_STACK }),
    block(':root[data-theme="dark"]', variables(darkPalette)),
  ].join('\n');
}

export function installPaletteVariables(): void {
  if (typeof document === 'undefined' || document.getElementById('app-palette')) return;
  const style = document.createElement('style');
  style.id = 'app-palette';
  style.textContent = paletteStyleSheet();
  document.head.appendChild(style);
}
