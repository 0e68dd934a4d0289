import type { RaThemeOptions } from 'react-admin';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../domain/constants';
import { FONT_STACK, darkPalette, lightPalette } from './themePalettes';
import { sharedComponents } from './themeComponents';

const base: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: { fontFamily: FONT_STACK, button: { fontWeight: 600 } },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
};

/**
 * The two themes of the specification. react-admin follows the system preference until the
 * admin picks one, and stores the pick under the store key `theme` (localStorage
 * `RaStore.theme`, which public/boot.js reads before first paint).
 */
export const lightTheme: RaThemeOptions = {
  ...base,
  palette: lightPalette,
  components: sharedComponents('#1d4ed8'),
};

export const darkTheme: RaThemeOptions = {
  ...base,
  palette: darkPalette,
  components: sharedComponents('#8ab4f8'),
};
