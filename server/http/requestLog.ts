import type { RequestHandler } from 'express';

/**
 * LOG_REQUESTS=1: one line per request once it is answered — method, path, status, milliseconds,
 * the signed-in admin's id (or -). Never the query string's values, a body, a header, a token or
 * a code: the path keeps only the names of its query parameters.
 */
export function requestLog(log: (msg: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const [path, query] = req.originalUrl.split('?', 2);
      const names = query ? [...new Set([...new URLSearchParams(query).keys()])].map((n) => n.slice(0, 40)) : [];
      const shown = names.length ? `${path}?${names.join('&')}` : path;
      log(`${req.method} ${shown.slice(0, 300)} ${res.statusCode} ${ms.toFixed(1)}ms admin=${req.admin?.id ?? '-'}`);
    });
    next();
  };
}
