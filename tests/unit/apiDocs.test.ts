import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '../../src/domain/collections';
import { ACTIONS } from '../../src/domain/actions';
import { withGrammar } from '../../scripts/api-grammar-doc';
import { renderSchema, SCHEMA_DOC } from '../../scripts/schema-doc';
import { TEXT_LIMITS } from '../../src/domain/textLimits';

const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');

/** docs/api.md must keep up with the code: every collection and every domain command has a row. */
describe('docs/api.md', () => {
  it.each([...COLLECTIONS])('describes the collection %s', (collection) => {
    expect(doc).toContain(`| \`${collection}\` |`);
  });

  it.each(ACTIONS.map((a) => [a.resource, a.name]))('lists the command %s/%s', (resource, name) => {
    expect(doc).toMatch(new RegExp(`^\\| ${resource} \\| \`${name}\``, 'm'));
  });
});

describe('docs/api.md "Query grammar"', () => {
  it('is the grammar the schemas give today (regenerate with npx tsx scripts/api-grammar-doc.ts)', () => {
    expect(withGrammar(doc)).toBe(doc);
  });
});

describe('docs/api.md "Text limits"', () => {
  it.each(Object.entries(TEXT_LIMITS))('states the %s limit, %d', (_kind, limit) => {
    expect(doc).toContain(`**${limit}**`);
  });
});

describe('docs/schema.md', () => {
  it('is the schema the migrations build today (regenerate with npx tsx scripts/schema-doc.ts)', async () => {
    expect(fs.readFileSync(SCHEMA_DOC, 'utf8')).toBe(await renderSchema());
  });
});
