import { COLLECTIONS, type CollectionName } from '../../src/domain/collections';
import { ENTITIES } from '../../src/domain/entities';
import { COLLECTION_ACCESS } from '../../src/domain/permissions';
import { QUERY_GRAMMAR } from '../../src/domain/queryGrammar';
import { may, type CheckContext } from './context';
import { listQuery, totalOf, type Answer, type ListParams } from './http';
import { expectThat } from './report';

type Row = Record<string, unknown> & { id: number };
const PAGE = 5;

/** Paging, sorting, filtering, search and totals of every collection the account may read. */
export async function checkLists(ctx: CheckContext): Promise<void> {
  const { main, dialect, report } = ctx;
  const area = `lists (${dialect})`;
  for (const c of COLLECTIONS) {
    if (!may(main, COLLECTION_ACCESS[c].read)) continue;
    const route = `GET /api/${c}`;
    const list = async (p: ListParams): Promise<{ rows: Row[]; total: number; answer: Answer }> => {
      const answer = await main.http.send('GET', `/${c}${listQuery(dialect, p)}`, undefined, route);
      expectThat(answer.status === 200, `${listQuery(dialect, p)}: expected 200, got ${answer.status} ${answer.text.slice(0, 160)}`);
      expectThat(Array.isArray(answer.body), 'the answer is not a JSON array');
      return { rows: answer.body as Row[], total: totalOf(dialect, answer), answer };
    };
    let first: { rows: Row[]; total: number } | null = null;
    await report.check(area, route, 'a page: at most the rows asked, each a valid record, with the total', async () => {
      first = await list({ start: 0, end: PAGE, sort: { field: 'id', order: 'ASC' } });
      expectThat(first.rows.length <= PAGE, `asked ${PAGE} rows, got ${first.rows.length}`);
      expectThat(first.total >= first.rows.length, `total ${first.total} is below the ${first.rows.length} rows sent`);
      for (const row of first.rows) {
        const parsed = ENTITIES[c].record.safeParse(row);
        expectThat(
          parsed.success,
          `row ${row.id} does not match the ${c} schema: ${parsed.error?.issues
            .slice(0, 2)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ')}`,
        );
      }
      ctx.samples.set(c, first.rows);
    });
    const page1 = first as { rows: Row[]; total: number } | null;
    if (!page1 || !page1.rows.length) continue;
    const sample = page1.rows[0];

    if (page1.total > PAGE) {
      await report.check(area, route, 'the next page follows the first: no row twice, the same total', async () => {
        const next = await list({ start: PAGE, end: PAGE * 2, sort: { field: 'id', order: 'ASC' } });
        const seen = new Set(page1.rows.map((r) => r.id));
        expectThat(next.total === page1.total, `total ${next.total} on page 2, ${page1.total} on page 1`);
        expectThat(next.rows.length > 0 && next.rows.every((r) => !seen.has(r.id)), 'page 2 repeats rows of page 1 (or is empty)');
        expectThat(next.rows[0].id > page1.rows[page1.rows.length - 1].id, 'page 2 does not continue the ascending ids');
      });
      await report.check(area, route, 'sorted by id descending', async () => {
        const { rows } = await list({ start: 0, end: PAGE, sort: { field: 'id', order: 'DESC' } });
        expectThat(
          rows.every((r, i) => i === 0 || rows[i - 1].id > r.id),
          `ids come as ${rows.map((r) => r.id).join(', ')}`,
        );
        expectThat(rows[0].id >= page1.rows[page1.rows.length - 1].id, 'the descending page does not start at the highest ids');
      });
      const dated = [...QUERY_GRAMMAR[c]].find(([f, g]) => g.sortable && (g.kind === 'datetime' || g.kind === 'number') && f !== 'id');
      if (dated) {
        const [field] = dated;
        await report.check(area, route, `sorted by ${field} ascending`, async () => {
          const { rows } = await list({ start: 0, end: PAGE * 2, sort: { field, order: 'ASC' } });
          const values = rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined) as (string | number)[];
          expectThat(
            values.every((v, i) => i === 0 || values[i - 1] <= v),
            `${field} comes as ${values.join(', ')}`,
          );
        });
      }
    }

    await report.check(area, route, 'filtered by id: that record only, total 1', async () => {
      const { rows, total } = await list({ filter: { id: sample.id } });
      expectThat(
        rows.length === 1 && rows[0].id === sample.id && total === 1,
        `got ids [${rows.map((r) => r.id).join(', ')}], total ${total}`,
      );
    });
    await report.check(area, route, 'getMany (several ids in one filter)', async () => {
      const ids = page1.rows.slice(0, 3).map((r) => r.id);
      const { rows } = await list({ filter: { id: ids } });
      expectThat(
        ids.every((id) => rows.some((r) => r.id === id)) && rows.length === ids.length,
        `asked ${ids.join(', ')}, got ${rows.map((r) => r.id).join(', ')}`,
      );
    });
    const enumField = [...QUERY_GRAMMAR[c]].find(([f, g]) => g.kind === 'enum' && typeof sample[f] === 'string');
    if (enumField) {
      const [field] = enumField;
      await report.check(area, route, `filtered by ${field}: every row has it, the total counts them`, async () => {
        const value = String(sample[field]);
        const { rows, total } = await list({ start: 0, end: PAGE, filter: { [field]: value } });
        expectThat(
          rows.length > 0 && rows.every((r) => r[field] === value),
          `${field}=${value} answered rows with ${[...new Set(rows.map((r) => String(r[field])))].join(', ')}`,
        );
        expectThat(total <= page1.total && total >= rows.length, `total ${total} for the filter, ${page1.total} without`);
      });
    }
    const textField = [...QUERY_GRAMMAR[c]].find(
      ([f, g]) => g.kind === 'text' && !/Urls?$/.test(f) && typeof sample[f] === 'string' && /\w{3,}/.test(String(sample[f])),
    );
    if (textField) {
      const word = (/\w{3,}/.exec(String(sample[textField[0]])) ?? [''])[0];
      await report.check(area, route, 'full-text search (q) finds a record by a word of it, and not by nonsense', async () => {
        expectThat((await list({ filter: { id: sample.id }, q: word })).rows.length === 1, `q=${word} does not find record ${sample.id}`);
        expectThat(
          (await list({ filter: { id: sample.id }, q: 'zzqxj-no-such-text' })).rows.length === 0,
          'q with nonsense still finds the record',
        );
      });
    }
    await report.check(area, route, 'an unknown query parameter is refused with a 400 naming it', async () => {
      const answer = await main.http.send('GET', `/${c}?_embed=${c}`, undefined, route);
      expectThat(answer.status === 400, `_embed answered ${answer.status}`);
      expectThat(answer.text.includes('_embed'), 'the refusal does not name _embed');
    });
    await report.check(area, `GET /api/${c}/{id}`, 'getOne answers the record the list shows', async () => {
      const answer = await main.http.send('GET', `/${c}/${sample.id}`, undefined, `GET /api/${c}/{id}`);
      expectThat(answer.status === 200, `expected 200, got ${answer.status}`);
      expectThat(JSON.stringify(answer.body) === JSON.stringify(sample), 'the record differs from its list row');
      const missing = await main.http.send('GET', `/${c}/999999999`, undefined, `GET /api/${c}/{id}`);
      expectThat(missing.status === 404, `a missing id answered ${missing.status}`);
    });
  }
}

export const sampleOf = (ctx: CheckContext, c: CollectionName) =>
  ctx.samples.get(c)?.[0] as (Record<string, unknown> & { id: number; version: number }) | undefined;
