import type { Request } from 'express';
import { HttpError } from '../http/errors';

/**
 * Routes about one record (read, write, delete, commands) take no query parameters: json-server's
 * `_embed`, `_expand` or `_delay` would otherwise look like something we honour. The first
 * parameter found is named in the 400.
 */
export function refuseQueryParameters(req: Request): void {
  const names = Object.keys(req.query as object);
  if (names.length) {
    throw new HttpError(400, `Unknown query parameter "${names[0]}": this route takes none.`, 'app.errors.bad_query', {
      parameter: names[0],
    });
  }
}
