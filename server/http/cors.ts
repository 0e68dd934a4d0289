import type { RequestHandler } from 'express';

// Content-Disposition: an export's file name (GET /exports/…), read by an app on another origin.
const EXPOSED = 'X-Total-Count, Content-Range, Location, Idempotent-Replayed, Content-Disposition';

/**
 * Cross-origin calls only from configured origins. Same-origin use (the built app,
 * or Vite's proxy) needs no CORS at all; unknown origins get no CORS headers.
 */
export function corsAllowlist(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Range, Idempotency-Key');
        res.setHeader('Access-Control-Max-Age', '600');
        return res.status(204).end();
      }
    } else if (req.method === 'OPTIONS' && origin) {
      return res.status(403).json({ message: 'This origin may not call the API.' });
    }
    next();
  };
}
