import helmet from 'helmet';

/** Security headers for the API and the app. MUI injects its styles at run time, hence inline styles. */
export function securityHeaders(apiUrl: string | undefined) {
  const connect = ["'self'"];
  if (apiUrl && /^https?:\/\//.test(apiUrl)) connect.push(new URL(apiUrl).origin);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: connect,
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
