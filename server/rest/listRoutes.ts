import { Router, type Request, type Response } from 'express';
import type { Store } from '../store/store';
import { parseListQuery, QueryError } from '../store/listQuery';
import { HttpError } from '../http/errors';
import { isCollection, nestedForeignKey } from '../../src/domain/collections';
import { QUERY_GRAMMAR } from '../../src/domain/queryGrammar';
import { withPeopleSearch } from './peopleSearch';

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * GET lists in both provider dialects (json-server's `_start/_end/_sort/_order/q` and
 * simple-rest's `range/sort/filter`), answered with both count headers.
 */
export function listRoutes(store: Store): Router {
  const router = Router();
  const answer = (collection: string, raw: RawQuery, req: Request, res: Response) => {
    if (!isCollection(collection)) throw new HttpError(404, 'Not found.');
    let query;
    try {
      query = parseListQuery(raw, QUERY_GRAMMAR[collection]);
    } catch (e) {
      if (e instanceof QueryError) throw new HttpError(400, e.message, 'app.errors.bad_query', { parameter: e.parameter });
      throw e;
    }
    const { rows, total } = store.list(collection, withPeopleSearch(store, req, collection, query));
    const last = rows.length ? query.start + rows.length - 1 : query.start;
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Content-Range', `${collection} ${query.start}-${last}/${total}`);
    res.json(rows);
  };
  router.get('/:collection', (req, res) => answer(req.params.collection, req.query as RawQuery, req, res));
  // json-server's nested convention: /users/3/strikes lists the strikes whose userId is 3.
  router.get('/:parent/:id/:child', (req, res) => {
    const { parent, id, child } = req.params;
    if (!store.get(parent, id)) throw new HttpError(404, 'Not found.');
    const fk = nestedForeignKey(parent);
    if (!isCollection(child) || !QUERY_GRAMMAR[child].get(fk)) throw new HttpError(404, 'Not found.');
    answer(child, { ...(req.query as RawQuery), [fk]: id }, req, res);
  });
  return router;
}

