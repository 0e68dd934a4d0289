import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten } from '../../scripts/i18n/catalogue';
import { checkCatalogues, passes, placeholders } from '../../scripts/i18n/check';
import type { KeyUse } from '../../scripts/i18n/keyUse';
import { formatReport } from '../../scripts/i18n/report';
import { scanSource } from '../../scripts/i18n/scanSource';

/** The catalogue rules (scripts/i18n/) on small fixture catalogues and source files. */

const reactAdmin = flatten({ ra: { action: { save: 'Save', delete: 'Delete' } } });

const english = flatten({
  app: {
    nav: { users: 'Users', orders: 'Orders' },
    order_status: { in_progress: 'In Progress', completed: 'Completed' },
    greeting: 'Hello %{name}',
  },
  resources: { strikes: { name: 'Strike |||| Strikes', fields: { reason: 'Reason' } } },
});

const code = `
  import { translate } from 'somewhere';
  // 'app.nav.orders' in a comment is not a use
  export const a = translate('app.nav.users');
  export const b = translate(\`app.order_status.\${status}\`);
  export const c = translate('app.greeting', { name });
  export const d = translate('resources.strikes.name');
  export const e = translate('resources.strikes.fields.reason');
  export const f = translate('app.nav.orders');
`;
const uses = (text = code, file = 'src/x.tsx', folderResource?: string) => scanSource(text, { file, folderResource });

describe('i18n check: the three failure kinds', () => {
  it('passes catalogues that agree with each other and with the code', () => {
    const r = checkCatalogues({ english, reactAdmin, translation: flatten({ app: { nav: { users: 'उपयोगकर्ता' } } }), uses: uses() });
    expect(r.notInEnglish).toEqual([]);
    expect(r.missingInEnglish).toEqual([]);
    expect(r.unused).toEqual([]);
    expect(passes(r)).toBe(true);
  });

  it('fails on a key the translation has and English lacks (a typo, or a key removed from English)', () => {
    const translation = flatten({ app: { nav: { users: 'उपयोगकर्ता', user: 'उपयोगकर्ता' } }, ra: { action: { save: 'सहेजें', sav: 'सहेजें' } } });
    const r = checkCatalogues({ english, reactAdmin, translation, uses: uses() });
    expect(r.notInEnglish).toEqual(['app.nav.user', 'ra.action.sav']);
    expect(passes(r)).toBe(false);
    expect(formatReport('i18n/hi.json', r).errors).toMatch(
      /2 key\(s\) in the i18n\/hi\.json catalogue that English lacks[\s\S]*app\.nav\.user\b/,
    );
  });

  it('fails on a key used in code that English lacks, naming the file and line', () => {
    const more = uses(`${code}\nconst g = translate('app.nav.missing');\nconst h = translate(\`app.order_state.\${s}\`);`);
    const r = checkCatalogues({ english, reactAdmin, translation: new Map(), uses: more });
    expect(r.missingInEnglish).toEqual([
      { key: 'app.nav.missing', where: 'src/x.tsx:11' },
      { key: 'app.order_state.${…}', where: 'src/x.tsx:12' },
    ]);
    expect(passes(r)).toBe(false);
    expect(formatReport('i18n/hi.json', r).errors).toContain('used in code that i18n/en.json lacks');
  });

  it('fails on an English key no code uses; react-admin’s own ra.* keys are exempt', () => {
    const withOrphan = new Map([...english, ['app.nav.orphan', 'Orphan'], ['ra.action.custom', 'Custom']]);
    const r = checkCatalogues({ english: withOrphan, reactAdmin, translation: new Map(), uses: uses() });
    expect(r.unused).toEqual(['app.nav.orphan']);
    expect(passes(r)).toBe(false);
    expect(formatReport('i18n/hi.json', r).errors).toContain('English key(s) that no code uses');
  });

  it('fails on a translation that drops or renames a %{placeholder}', () => {
    const r = checkCatalogues({ english, reactAdmin, translation: flatten({ app: { greeting: 'नमस्ते %{nam}' } }), uses: uses() });
    expect(r.placeholderMismatches).toEqual([{ key: 'app.greeting', english: ['name'], translation: ['nam'] }]);
    expect(placeholders('%{a} |||| %{smart_count} %{a}')).toEqual(['a', 'smart_count']);
  });

  it('counts coverage of our keys and of react-admin’s separately', () => {
    const translation = flatten({ app: { nav: { users: 'उपयोगकर्ता', orders: 'ऑर्डर' } }, ra: { action: { save: 'सहेजें' } } });
    const r = checkCatalogues({ english, reactAdmin, translation, uses: uses() });
    expect(r.coverage.app).toEqual({ translated: 2, total: 7, percent: 28.6 });
    expect(r.coverage.reactAdmin).toEqual({ translated: 1, total: 2, percent: 50 });
    expect(formatReport('i18n/hi.json', r).out).toBe(
      "i18n/hi.json covers 2 of 7 keys (28.6%) of i18n/en.json, and 1 of 2 keys (50.0%) of react-admin's own messages (ra.*).",
    );
  });
});

/** Which keys a snippet of code uses, as `key` (required) or `key?` (used, not required). */
const keysOf = (text: string, folderResource?: string) =>
  uses(text, 'src/resources/strikes/X.tsx', folderResource).map((u: KeyUse) => `${u.key}${u.required ? '' : '?'}`);
const used = (text: string, key: string) =>
  checkCatalogues({ english: new Map([[key, 'x']]), reactAdmin, translation: new Map(), uses: uses(text) }).unused.length === 0;

describe('i18n check: what counts as a use', () => {
  it('a template literal with a static prefix stands for the keys it can build', () => {
    expect(used('t(`app.order_status.${s}`)', 'app.order_status.in_progress')).toBe(true);
    expect(used('t(`app.order_status.${s}`)', 'app.other.in_progress')).toBe(false);
    expect(used('t(`app.confirm.${mode}_title`)', 'app.confirm.replace_title')).toBe(true);
    expect(used('t(`app.confirm.${mode}_title`)', 'app.confirm.replace_content')).toBe(false);
    expect(used('t(`resources.${r}.name`)', 'resources.strikes.name')).toBe(true);
    expect(used('t(`resources.${r}.name`)', 'resources.strikes.fields.name')).toBe(false);
  });

  it('a literal ending with a dot or underscore, or naming a group, stands for the keys under it', () => {
    expect(used("t('app.status.' + s)", 'app.status.open')).toBe(true);
    expect(used("code.startsWith('app.auth.otp_')", 'app.auth.otp_expired')).toBe(true);
    expect(used('<StatusChip prefix="app.order_status" />', 'app.order_status.failed')).toBe(true);
  });

  it('a fixed part beyond the scope is needed: code handling any key marks none as used', () => {
    expect(used("code.startsWith('app.')", 'app.nav.users')).toBe(false);
    expect(used('t(`app.${key}`)', 'app.nav.users')).toBe(false);
  });

  it('comments and test files are not code that shows text', () => {
    expect(used("// t('app.nav.users')", 'app.nav.users')).toBe(false);
  });

  it('derives resources.<resource>.fields.<source> where react-admin shows a label', () => {
    expect(keysOf('<Datagrid><TextField source="reason" /><DateField source="at" label="app.x.at" /></Datagrid>', 'strikes')).toEqual([
      'resources.strikes.fields.reason',
      'app.x.at',
    ]);
    // an input always shows its label; a search box does not
    expect(keysOf('<Filter><TextInput source="reason" /><SearchInput source="q" /></Filter>', 'strikes')).toEqual([
      'resources.strikes.fields.reason',
      'resources.strikes.fields.q?',
    ]);
    // a field inside custom markup shows no label: used, not required
    expect(keysOf('<Stack><DateField source="at" /></Stack>', 'strikes')).toEqual(['resources.strikes.fields.at?']);
  });

  it('takes the resource from resource/reference props around the field', () => {
    expect(
      keysOf(
        '<ReferenceManyField reference="orders" target="userId"><Datagrid><TextField source="title" /></Datagrid></ReferenceManyField>',
        'users',
      ),
    ).toEqual(['resources.orders.fields.title']);
    expect(
      keysOf(
        '<Datagrid><ReferenceField source="userId" reference="users"><TextField source="email" /></ReferenceField></Datagrid>',
        'strikes',
      ),
    ).toEqual(['resources.strikes.fields.userId', 'resources.users.fields.email?']);
    expect(keysOf('<Labeled><TextField source="total" resource="orders" /></Labeled>')).toEqual(['resources.orders.fields.total']);
    expect(keysOf('<SimpleShowLayout><TextField source="total" /></SimpleShowLayout>')).toEqual([]);
  });

  it('derives the labels of ListTable columns given as data', () => {
    // a column of a ListTable shows its header: required; one with its own label derives none
    expect(keysOf("<ListTable columns={[{ source: 'reason' }, { source: 'at', label: 'app.x.at' }]} />", 'strikes')).toEqual([
      'resources.strikes.fields.reason',
      'app.x.at',
    ]);
    // columns declared apart, typed ListColumn; inside a reference to another resource's records
    expect(keysOf("const columns: ListColumn[] = [{ source: 'reason', cell: 'text' }];", 'strikes')).toEqual([
      'resources.strikes.fields.reason',
    ]);
    expect(
      keysOf(
        '<ReferenceManyField reference="orders" target="userId"><ListTable columns={[{ source: \'title\' }]} /></ReferenceManyField>',
        'users',
      ),
    ).toEqual(['resources.orders.fields.title']);
    // any other object with a source: used, not required
    expect(keysOf("const spec = { source: 'email', kind: 'text' };", 'users')).toEqual(['resources.users.fields.email?']);
  });

  it('fails when a shown derived label is missing from English', () => {
    const r = checkCatalogues({
      english,
      reactAdmin,
      translation: new Map(),
      uses: [...uses(), ...uses('<Datagrid><TextField source="decision" /></Datagrid>', 'src/resources/strikes/StrikeList.tsx', 'strikes')],
    });
    expect(r.missingInEnglish).toEqual([{ key: 'resources.strikes.fields.decision', where: 'src/resources/strikes/StrikeList.tsx:1' }]);
  });

  it('counts react-admin’s per-resource overrides as used when the folder imports the component that reads them', () => {
    const keys = keysOf("import { DeleteWithConfirmButton, TextField } from 'react-admin';", 'strikes');
    expect(keys).toContain('resources.strikes.notifications.deleted?');
    expect(keysOf("import { DeleteWithConfirmButton } from './mine';", 'strikes')).toEqual([]);
  });
});

// Each run starts tsx and the TypeScript parser: allow for a busy machine.
describe('npm run i18n:check', { timeout: 60000 }, () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  /** Runs the real command on a small tree: i18n/en.json, i18n/hi.json and one source file. */
  function run(files: Record<string, unknown>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
    try {
      for (const [file, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
      }
      const r = spawnSync(
        process.execPath,
        [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), path.join(repo, 'scripts/i18n-check.ts'), `--root=${root}`],
        { encoding: 'utf8' },
      );
      return { status: r.status, out: r.stdout, err: r.stderr };
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  const en = { app: { nav: { users: 'Users', orders: 'Orders' } } };
  const source = "export const a = [t('app.nav.users'), t('app.nav.orders')];";

  it('prints the coverage and exits 0 when the catalogues pass', () => {
    const r = run({ 'i18n/en.json': en, 'i18n/hi.json': { app: { nav: { users: 'उपयोगकर्ता' } } }, 'src/a.ts': source });
    expect(r.status).toBe(0);
    expect(r.out).toContain('i18n/hi.json covers 1 of 2 keys (50.0%) of i18n/en.json');
    expect(r.out).toContain('i18n check passed.');
  });

  it('exits 1 with a message naming each problem', () => {
    const r = run({
      'i18n/en.json': { app: { nav: { ...en.app.nav, orphan: 'Orphan' } } },
      'i18n/hi.json': { app: { nav: { user: 'उपयोगकर्ता' } } },
      'src/a.ts': `${source}\nexport const b = t('app.nav.missing');`,
    });
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/key\(s\) in the i18n\/hi\.json catalogue that English lacks[^\n]*\n\s+app\.nav\.user\n/);
    expect(r.err).toMatch(/used in code that i18n\/en\.json lacks[^\n]*\n\s+app\.nav\.missing\s+\(src\/a\.ts:2\)/);
    expect(r.err).toMatch(/no code uses[^\n]*\n\s+app\.nav\.orphan\n/);
    expect(r.err).toContain('i18n check failed: see docs/translating.md.');
  });
});
