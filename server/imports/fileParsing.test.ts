import { IMPORT_MAX_ROWS } from '../../src/domain/constants';
import { ImportFileError } from '../../src/domain/listImport/importFile';
import { HttpError } from '../http/errors';
import { FILE_PARSING_LIMITS, FileParsing } from './fileParsing';

const csv = (text: string) => new TextEncoder().encode(text);
const languages = (count: number) => `name,code\n${Array.from({ length: count }, (_, i) => `Language ${i},l${i}`).join('\n')}\n`;

describe('FileParsing', () => {
  it('reads a file on a worker thread', async () => {
    const parsing = new FileParsing();
    expect(await parsing.parse('langs.csv', csv('name,code\nTamil,ta\n'))).toEqual([
      ['name', 'code'],
      ['Tamil', 'ta'],
    ]);
  });

  it('brings a refusal back from the thread with its code and the limit it names', async () => {
    const refusal = await new FileParsing().parse('langs.csv', csv(languages(IMPORT_MAX_ROWS + 1))).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ImportFileError);
    expect(refusal).toMatchObject({ code: 'too_many_rows', detail: { maxRows: IMPORT_MAX_ROWS } });
  });

  it('stops a thread past its time and refuses the file, naming the limit', async () => {
    const parsing = new FileParsing({ ...FILE_PARSING_LIMITS, timeoutMs: 1 });
    await expect(parsing.parse('langs.csv', csv(languages(10)))).rejects.toMatchObject({ code: 'too_slow', detail: { seconds: 0.001 } });
  });

  it('stops a thread past its memory and refuses the file, naming the limit', async () => {
    const parsing = new FileParsing({ ...FILE_PARSING_LIMITS, memoryMb: 8 });
    await expect(parsing.parse('langs.csv', csv(languages(IMPORT_MAX_ROWS)))).rejects.toMatchObject({
      code: 'too_much_memory',
      detail: { mb: 8 },
    });
  });

  it('reads `parallel` files at once, queues `waiting` more and refuses the next with 503 and a retry delay', async () => {
    const parsing = new FileParsing({ ...FILE_PARSING_LIMITS, parallel: 1, waiting: 1 });
    const first = parsing.parse('a.csv', csv('name,code\nFirst,fi\n'));
    const second = parsing.parse('b.csv', csv('name,code\nSecond,se\n'));
    const third = await parsing.parse('c.csv', csv('name,code\nThird,th\n')).catch((e: unknown) => e);
    expect(third).toBeInstanceOf(HttpError);
    expect(third).toMatchObject({
      status: 503,
      code: 'app.administration.list_import.errors.busy',
      extra: { retryAfter: expect.any(Number) },
    });
    expect((await first)[1]).toEqual(['First', 'fi']);
    expect((await second)[1]).toEqual(['Second', 'se']);
    // Both turns were given back: the next file is read again.
    expect((await parsing.parse('d.csv', csv('name,code\nFourth,fo\n')))[1]).toEqual(['Fourth', 'fo']);
  });
});
