/** The routes that need no session (specification section 2); everything else is the shell's. */
export const PUBLIC_ROUTES = ['/signin', '/reset-password', '/verify-otp', '/new-password', '/nointernet'] as const;
