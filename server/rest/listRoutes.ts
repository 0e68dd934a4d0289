import { type Request, type Response } from 'express';
import type { Store } from '../store/store';
import type { ReadPool } from '../reads/readPool';
import type { ListPage } from '../store/storeReader';
import { parseListQuery, QueryError } from '../store/listQuery';
import { HttpError } from '../http/errors';
import { isCollection, nestedForeignKey } from '../../src/domain/collections';
import { QUERY_GRAMMAR } from '../../src/domain/queryGrammar';
import { mayFindByPeople } from './peopleSearch';
import { recordViewFor, searchScopeFor } from './readViews';
import { DeclaredRouter } from '../http/declaredRouter';

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * GET lists in both provider dialects (json-server's `_start/_end/_sort/_order/q` and
 * simple-rest's `range/sort/filter`), answered with both count headers. A page of filters and
 * sorts reads indexes only and is answered here; a search (`q`), whose cost grows with how many
 * records hold the text, is read by a read worker (server/reads) within its time budget.
 */
export function listRoutes(store: Store, reads: ReadPool): DeclaredRouter {
  const router = new DeclaredRouter();
  const answer = async (collection: string, raw: RawQuery, req: Request, res: Response) => {
    if (!isCollection(collection)) throw new HttpError(404, 'Not found.');
    let query;
    try {
      query = parseListQuery(raw, QUERY_GRAMMAR[collection]);
    } catch (e) {
      if (e instanceof QueryError) throw new HttpError(400, e.message, e.code, { parameter: e.parameter, ...e.detail });
      throw e;
    }
    query = searchScopeFor(collection, req, query);
    let page;
    if (query.q) {
      const byPeople = mayFindByPeople(req, collection);
      // The worker reads what is committed and indexed: records written since are indexed first.
      await store.catchUpSearch(collection);
      if (byPeople) await store.catchUpSearch('users');
      page = await reads.run<ListPage>({ kind: 'list', collection, query, byPeople });
    } else {
      page = await store.listJson(collection, query);
    }
    const last = page.count ? query.start + page.count - 1 : query.start;
    res.setHeader('X-Total-Count', String(page.total));
    res.setHeader('Content-Range', `${collection} ${query.start}-${last}/${page.total}`);
    const view = recordViewFor(collection, req);
    // Only for a caller the view withholds something from: the others' pages leave as stored.
    res.type('json').send(view ? JSON.stringify((JSON.parse(page.json) as Record<string, unknown>[]).map(view)) : page.json);
  };
  router.get('/:collection', (req, res, next) => answer(req.params.collection, req.query as RawQuery, req, res).catch(next));
  // json-server's nested convention: /users/3/strikes lists the strikes whose userId is 3.
  router.get('/:parent/:id/:child', (req, res, next) => {
    const { parent, id, child } = req.params;
    const nested = async () => {
      if (!(await store.get(parent, id))) throw new HttpError(404, 'Not found.');
      const fk = nestedForeignKey(parent);
      if (!isCollection(child) || !QUERY_GRAMMAR[child].get(fk)) throw new HttpError(404, 'Not found.');
      await answer(child, { ...(req.query as RawQuery), [fk]: id }, req, res);
    };
    nested().catch(next);
  });
  return router;
}
