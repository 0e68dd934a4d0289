import type { PaletteOptions } from '@mui/material/styles';
import { FONT_STACK, darkPalette, lightPalette } from './themePalettes';

type Colour = { main?: string; light?: string; dark?: string; contrastText?: string } | undefined;

/**
 * The line under a table cell as MUI's TableCell draws it: the divider made opaque, then lightened
 * by 88 % (light mode) or darkened by 68 % (dark mode), each channel truncated as MUI does.
 */
export function tableCellBorder(divider: string, mode: 'light' | 'dark'): string {
  const channels = divider
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number) ?? [0, 0, 0];
  const shade = (c: number) => Math.trunc(mode === 'light' ? c + (255 - c) * 0.88 : c * (1 - 0.68));
  return `rgb(${channels.map(shade).join(', ')})`;
}

function variables(p: PaletteOptions): Record<string, string> {
  const c = (colour: unknown) => colour as Colour;
  return {
    '--app-bg': p.background?.default ?? '',
    '--app-paper': p.background?.paper ?? '',
    '--app-text': p.text?.primary ?? '',
    '--app-text-secondary': p.text?.secondary ?? '',
    '--app-text-disabled': p.text?.disabled ?? '',
    '--app-divider': p.divider ?? '',
    '--app-cell-border': tableCellBorder(p.divider ?? '', p.mode === 'dark' ? 'dark' : 'light'),
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

/**
 * What MUI derives from the mode rather than from our palette (outlined field borders, hover and
 * disabled tints, icon grey), for the plain elements drawn like MUI's.
 */
const MODE_VARIABLES = {
  light: {
    '--app-field-border': 'rgba(0, 0, 0, 0.23)',
    '--app-hover-tint': 'rgba(0, 0, 0, 0.04)',
    '--app-disabled-bg': 'rgba(0, 0, 0, 0.12)',
    '--app-disabled-text': 'rgba(0, 0, 0, 0.38)',
    '--app-action': 'rgba(0, 0, 0, 0.54)',
    '--app-chip-neutral': 'rgba(0, 0, 0, 0.08)',
    '--app-card-overlay': 'none',
    '--app-tint-base': '#fff',
    '--app-ink-base': '#000',
  },
  dark: {
    '--app-field-border': 'rgba(255, 255, 255, 0.23)',
    '--app-hover-tint': 'rgba(255, 255, 255, 0.08)',
    '--app-disabled-bg': 'rgba(255, 255, 255, 0.12)',
    '--app-disabled-text': 'rgba(255, 255, 255, 0.5)',
    '--app-action': 'rgba(255, 255, 255, 0.7)',
    '--app-chip-neutral': 'rgba(255, 255, 255, 0.16)',
    '--app-card-overlay': 'linear-gradient(rgba(255, 255, 255, 0.082), rgba(255, 255, 255, 0.082))',
    '--app-tint-base': '#000',
    '--app-ink-base': '#fff',
  },
} as const;

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
    block(':root', { ...variables(lightPalette), ...MODE_VARIABLES.light, '--app-font': FONT_STACK }),
    block(':root[data-theme="dark"]', { ...variables(darkPalette), ...MODE_VARIABLES.dark }),
  ].join('\n');
}

export function installPaletteVariables(): void {
  if (typeof document === 'undefined' || document.getElementById('app-palette')) return;
  const style = document.createElement('style');
  style.id = 'app-palette';
  style.textContent = paletteStyleSheet();
  document.head.appendChild(style);
}
