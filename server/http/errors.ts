import type { ErrorRequestHandler, Response } from 'express';

/** An error the API answers with its own status and a plain message (never a stack trace). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function sendError(res: Response, status: number, message: string, code?: string, extra?: Record<string, unknown>): void {
  res.status(status).json({ message, ...(code ? { code } : {}), ...extra });
}

export function errorHandler(log: (msg: string) => void): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof HttpError) {
      const retryAfter = err.extra?.retryAfter;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      // A 405 names the methods the path does serve (RFC 9110 asks for the header).
      const allow = err.extra?.allow;
      if (Array.isArray(allow)) res.setHeader('Allow', allow.join(', '));
      return sendError(res, err.status, err.message, err.code, err.extra);
    }

    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') return sendError(res, 400, 'The request body is not valid JSON.', 'app.errors.bad_json');
    if (type === 'entity.too.large') return sendError(res, 413, 'The request body is too large.', 'app.errors.too_large');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') return sendError(res, 415, 'Unsupported body encoding.');
    const status = Number((err as { status?: number }).status);
    if (status >= 400 && status < 500) return sendError(res, status, (err as Error).message || 'Bad request.');
    log(`Unhandled error: ${(err as Error).stack ?? String(err)}`);
    sendError(res, 500, 'The server could not complete the request.', 'app.errors.server');
  };
}
