import { may, type CheckContext } from './context';
import { listQuery, totalOf } from './http';
import { expectThat } from './report';

/**
 * The import protocol on the languages list: announce a one-row CSV, send it in one chunk,
 * import it (add more), find the row, then revert the import, which removes it again.
 */
export async function checkImports(ctx: CheckContext): Promise<void> {
  const { main, report, dialect } = ctx;
  if (!may(main, 'lists.manage')) return;
  const area = 'import protocol (languages)';
  const http = main.http;
  const code = Array.from({ length: 3 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const csv = Buffer.from(`name,code\nApi Check Import ${code},${code}\n`);
  let uploadId = '';
  const ok = await report.check(
    area,
    'POST /api/lists/{list}/uploads',
    'announce a file: 201 with an upload id and the chunk size',
    async () => {
      const answer = await http.send('POST', '/lists/languages/uploads', { fileName: 'check.csv', size: csv.length });
      expectThat(answer.status === 201, `expected 201, got ${answer.status} ${answer.text.slice(0, 160)}`);
      const body = answer.body as { uploadId?: string; chunkBytes?: number };
      expectThat(typeof body.uploadId === 'string' && typeof body.chunkBytes === 'number', 'no uploadId or chunkBytes');
      uploadId = body.uploadId;
    },
  );
  if (!ok) return;
  await report.check(
    area,
    'POST /api/lists/{list}/uploads/{uploadId}/chunks',
    'a chunk that is not base64 is refused (400); the file in one chunk is taken',
    async () => {
      const bad = await http.send('POST', `/lists/languages/uploads/${uploadId}/chunks`, { index: 0, data: '%%%' });
      expectThat(bad.status === 400, `a broken chunk answered ${bad.status}`);
      const answer = await http.send('POST', `/lists/languages/uploads/${uploadId}/chunks`, { index: 0, data: csv.toString('base64') });
      expectThat(answer.status === 200, `expected 200, got ${answer.status} ${answer.text.slice(0, 160)}`);
    },
  );
  const imported = await report.check(area, 'POST /api/lists/{list}/import', 'add more: the row is in the list', async () => {
    const answer = await http.send('POST', '/lists/languages/import', { mode: 'add_more', uploadId });
    expectThat(answer.status === 200, `expected 200, got ${answer.status} ${answer.text.slice(0, 200)}`);
    const found = await http.send('GET', `/languages${listQuery(dialect, { filter: { code } })}`);
    expectThat(totalOf(dialect, found) === 1, `the imported code ${code} is not listed`);
  });
  if (!imported) return;
  await report.check(area, 'POST /api/lists/{list}/revert', 'revert: the list is as before the import', async () => {
    const answer = await http.send('POST', '/lists/languages/revert', {});
    expectThat(answer.status === 200, `expected 200, got ${answer.status} ${answer.text.slice(0, 200)}`);
    const found = await http.send('GET', `/languages${listQuery(dialect, { filter: { code } })}`);
    expectThat(totalOf(dialect, found) === 0, `code ${code} is still listed after the revert`);
  });
}
