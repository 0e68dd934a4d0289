import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../http/errors';

/**
 * Wraps an async route: errors go to the app's error handler (which answers
 * `{message, code}`), and a refusal carrying `retryAfter` also sets the Retry-After header.
 */
export function handle(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch((e: unknown) => {
        const retryAfter = e instanceof HttpError ? e.extra?.retryAfter : undefined;
        if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
        next(e);
      });
  };
}

/** "a•••@example.com": enough for the admin to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '•••';
  return `${local.slice(0, 1)}•••@${domain}`;
}
