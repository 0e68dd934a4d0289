import { COLLECTIONS } from '../../src/domain/collections';
import { COLLECTION_ACCESS } from '../../src/domain/permissions';
import { may, type Account, type CheckContext } from './context';
import { sampleOf } from './checkLists';
import { expectThat } from './report';

/**
 * The matrix per role, without changing anything: a list read is 200 or 403; a write with
 * version 0 (always stale) is 403 where the role may not write, and 409 where it may (a server
 * that lets it through would be caught by the stale-write check).
 */
export async function checkPermissions(ctx: CheckContext): Promise<void> {
  const accounts: Account[] = [ctx.main, ...ctx.roles];
  for (const account of accounts) {
    const area = `permissions (${account.label})`;
    for (const c of COLLECTIONS) {
      const { read, write } = COLLECTION_ACCESS[c];
      const readable = may(account, read);
      await ctx.report.check(area, `GET /api/${c}`, readable ? 'read allowed' : 'read refused (403)', async () => {
        const answer = await account.http.send('GET', `/${c}?_start=0&_end=1`, undefined, `GET /api/${c}`);
        expectThat(answer.status === (readable ? 200 : 403), `expected ${readable ? 200 : 403}, got ${answer.status}`);
      });
      const sample = sampleOf(ctx, c);
      if (!sample) continue;
      const writable = may(account, write);
      const expected = write === null ? 405 : writable ? 409 : 403;
      await ctx.report.check(
        area,
        `PATCH /api/${c}/{id}`,
        write === null ? 'not writable through REST (405)' : writable ? 'write allowed (a stale one is 409)' : 'write refused (403)',
        async () => {
          const answer = await account.http.send('PATCH', `/${c}/${sample.id}`, { version: 0 }, `PATCH /api/${c}/{id}`);
          expectThat(answer.status === expected, `expected ${expected}, got ${answer.status}`);
        },
      );
    }
  }
}
