import { ENTITIES } from '../../src/domain/entities';
import { COLLECTION_ACCESS } from '../../src/domain/permissions';
import { may, type CheckContext } from './context';
import { listQuery, totalOf } from './http';
import { expectThat } from './report';

type Rec = Record<string, unknown> & { id: number; version: number };

const stamp = () => Math.random().toString(36).slice(2, 8);
/** Three lower-case letters no language of the list uses (ISO 639 codes are 2–3 letters). */
const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * What a person types to create one, for the collections the round trip uses: a Threat Library
 * word and a List Manager entry. Everything else the server sets (openapi.json, `…Create`).
 */
const ROUND_TRIPS: {
  collection: 'restricted-words' | 'languages';
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
}[] = [
  { collection: 'restricted-words', create: () => ({ text: `api check ${stamp()}` }), change: { text: `api check changed ${stamp()}` } },
  {
    collection: 'languages',
    create: () => ({ name: `Api Check ${stamp()}`, code: letters() }),
    change: { name: `Api Check Changed ${stamp()}` },
  },
];

/** create → getOne → update → stale update refused (PATCH and PUT) → delete → gone; what it makes, it removes. */
export async function checkRoundTrips(ctx: CheckContext): Promise<void> {
  const { main, report, dialect } = ctx;
  for (const { collection, create, change } of ROUND_TRIPS) {
    if (!may(main, COLLECTION_ACCESS[collection].write)) continue;
    const area = `records (${collection})`;
    const http = main.http;
    let created: Rec | null = null;
    await report.check(
      area,
      `POST /api/${collection}`,
      'created from the typed fields only: 201, a valid record at version 1',
      async () => {
        const answer = await http.send('POST', `/${collection}`, create(), `POST /api/${collection}`);
        expectThat(answer.status === 201, `expected 201, got ${answer.status} ${answer.text.slice(0, 200)}`);
        const parsed = ENTITIES[collection].record.safeParse(answer.body);
        expectThat(
          parsed.success,
          `not a valid record: ${parsed.error?.issues
            .slice(0, 2)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ')}`,
        );
        created = answer.body as Rec;
        expectThat(created.version === 1, `version ${created.version}, expected 1`);
      },
    );
    const rec = created as Rec | null;
    if (!rec) continue;
    try {
      await report.check(area, `GET /api/${collection}/{id}`, 'getOne answers it, and the list (getMany) finds it', async () => {
        const one = await http.send('GET', `/${collection}/${rec.id}`);
        expectThat(
          one.status === 200 && JSON.stringify(one.body) === JSON.stringify(rec),
          `getOne answered ${one.status}, or another record`,
        );
        const many = await http.send('GET', `/${collection}${listQuery(dialect, { filter: { id: [rec.id] } })}`);
        expectThat(many.status === 200 && totalOf(dialect, many) === 1, `the list filtered by its id answered ${many.status}`);
      });
      let updated: Rec | null = null;
      await report.check(area, `PATCH /api/${collection}/{id}`, 'an update with the version read: 200, version + 1', async () => {
        const answer = await http.send(
          'PATCH',
          `/${collection}/${rec.id}`,
          { ...change, version: rec.version },
          `PATCH /api/${collection}/{id}`,
        );
        expectThat(answer.status === 200, `expected 200, got ${answer.status} ${answer.text.slice(0, 200)}`);
        updated = answer.body as Rec;
        expectThat(updated.version === rec.version + 1, `version ${updated.version} after the update, expected ${rec.version + 1}`);
      });
      for (const method of ['PATCH', 'PUT'] as const) {
        await report.check(
          area,
          `${method} /api/${collection}/{id}`,
          'a stale version is refused with 409 and the current record, and changes nothing',
          async () => {
            const before = await http.send('GET', `/${collection}/${rec.id}`);
            const body =
              method === 'PUT' ? { ...(before.body as Rec), ...change, version: rec.version } : { ...change, version: rec.version };
            const answer = await http.send(method, `/${collection}/${rec.id}`, body, `${method} /api/${collection}/{id}`);
            expectThat(answer.status === 409, `a write with stale version ${rec.version} answered ${answer.status}`);
            const after = await http.send('GET', `/${collection}/${rec.id}`);
            expectThat(JSON.stringify(after.body) === JSON.stringify(before.body), 'the stale write changed the record');
          },
        );
      }
    } finally {
      await report.check(area, `DELETE /api/${collection}/{id}`, 'deleted, then 404', async () => {
        const answer = await http.send('DELETE', `/${collection}/${rec.id}`, undefined, `DELETE /api/${collection}/{id}`);
        expectThat(answer.status === 200 || answer.status === 204, `expected 200, got ${answer.status}`);
        const gone = await http.send('GET', `/${collection}/${rec.id}`);
        expectThat(gone.status === 404, `after the delete, getOne answered ${gone.status}`);
      });
    }
  }
}
