/**
 * The two halves of the app, each its own chunk: the sign-in pages (plain React, a few
 * kilobytes) and the admin app (react-admin, MUI and the screens). The entry loads the half the
 * address needs; /verify-otp starts fetching the admin half while the code is being typed.
 */
export const loadPublicPages = () => import('../publicPages/PublicPages');
export const loadAdminApp = () => import('../App');
