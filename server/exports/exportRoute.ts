import type { Request, Response } from 'express';
import { DeclaredRouter } from '../http/declaredRouter';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { isCollection, type CollectionName } from '../../src/domain/collections';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { EXPORT_COLUMNS } from '../../src/domain/exports/exportDefinitions';
import { exportHeader } from '../../src/domain/exports/exportCells';
import { intlLocale } from '../../src/domain/locales';
import { countryNamer } from '../../src/domain/countryNames';
import { tableToCsv } from '../../src/domain/csv';
import { mayFindByPeople } from '../rest/peopleSearch';
import { recordViewFor, searchScopeFor } from '../rest/readViews';
import { parseExportRequest } from './exportParameters';
import { translatorFor } from './catalogue';
import { exportBatch } from './exportBatch';

/** Records read, named and written at a time: bounds the memory and the time one turn of the event loop takes. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * GET /exports/<collection>: every row of a list (its filters, sort and search, as far as the
 * caller's role may read), as a CSV in the admin's language, streamed a batch at a time. The ids
 * in the list's order are read once by a read worker; each batch of records is then read by id,
 * written, and the event loop let go before the next (or until the client has taken what was sent).
 */
export function exportRoutes(ctx: ServerContext): DeclaredRouter {
  const router = new DeclaredRouter();
  router.get('/exports/:collection', (req, res, next) => exportList(ctx, req, res).catch(next));
  return router;
}

async function exportList(ctx: ServerContext, req: Request, res: Response): Promise<void> {
  const collection = req.params.collection;
  const columns = isCollection(collection) ? EXPORT_COLUMNS[collection] : undefined;
  if (!columns) throw new HttpError(404, 'Not found.');
  if (!hasPermission(req.admin, COLLECTION_ACCESS[collection].read)) {
    throw new HttpError(403, 'Your role does not allow this.', 'app.errors.forbidden');
  }
  const request = parseExportRequest(collection as CollectionName, req.query as Record<string, string | string[] | undefined>);
  const query = searchScopeFor(collection as CollectionName, req, request.query);
  const byPeople = query.q ? mayFindByPeople(req, collection as CollectionName) : false;
  if (query.q) {
    // The worker reads what is committed and indexed: records written since are indexed first.
    await ctx.store.catchUpSearch(collection);
    if (byPeople) await ctx.store.catchUpSearch('users');
  }
  const ids = await ctx.reads.run<number[]>({ kind: 'listIds', collection: collection as CollectionName, query, byPeople });

  const translate = translatorFor(request.locale);
  const locales = intlLocale(request.locale);
  const cells = { translate, locales, timeZone: request.timeZone, countryName: countryNamer(locales) };
  const view = recordViewFor(collection as CollectionName, req);
  let stopped = false;
  res.on('close', () => (stopped = true));

  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${collection}-${day}.csv"`);
  res.setHeader('X-Total-Count', String(ids.length));
  // A byte-order mark: spreadsheets then read the file as UTF-8 (Hindi labels, names with accents).
  res.write(`\uFEFF${tableToCsv([columns.map((c) => exportHeader(collection, c, translate))])}\r\n`);
  try {
    for (let at = 0; at < ids.length && !stopped; at += EXPORT_BATCH_SIZE) {
      const rows = await exportBatch(
        { store: ctx.store, admin: req.admin, collection, columns, view, cells },
        ids.slice(at, at + EXPORT_BATCH_SIZE),
      );
      if (!rows.length) continue;
      const written = res.write(`${tableToCsv(rows)}\r\n`);
      // Let other requests run between batches; wait for the client when it reads slower than we write.
      if (!written) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
      else await nextTurn();
    }
  } catch (e) {
    // The rows so far have left: ending the answer normally would hand over a cut file as whole.
    ctx.log(`export of ${collection} failed after the first rows: ${(e as Error).message}`);
    res.destroy(e as Error);
    return;
  }
  res.end();
}
