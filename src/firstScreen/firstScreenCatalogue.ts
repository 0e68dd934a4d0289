/**
 * What the first screen reads from the catalogues (keys ending in a dot name a subtree): the
 * build picks them from i18n/*.json (scripts/vite/publicCatalogue.ts), as for the sign-in pages.
 */
export const FIRST_SCREEN_CATALOGUE_KEYS = [
  'app.name',
  'app.shell.search_placeholder',
  'app.shell.search_label',
  'app.shell.sidebar_label',
  'app.shell.opens_in_new_tab',
  'app.nav.',
  'app.manageUsers.users.name',
  'app.manageUsers.users.tabs.',
  'app.enums.accountType.',
  'app.enums.ageBracket.',
  'app.enums.verificationStatus.',
  'app.enums.accountStatus.',
  'app.enums.online.',
  'resources.users.name',
  'resources.users.fields.',
  'ra.page.list',
  'ra.action.add_filter',
  'ra.action.export',
] as const;
