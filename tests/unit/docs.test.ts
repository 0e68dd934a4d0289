import fs from 'node:fs';
import path from 'node:path';

/**
 * The docs stay short and the decision records stay in shape: a newcomer reads the architecture
 * in ten minutes, and every decision has a date, a status, its context and the decision itself.
 */
const root = path.resolve(import.meta.dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The numbered records (`NNNN-title.md`); drafts named `new-*.md` get their number at merge. */
const recordFiles = () =>
  fs
    .readdirSync(decisionsDir)
    .filter((f) => /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(f))
    .sort();

/** What the repository holds, without dependencies, build output and test scratch. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'coverage',
  '.data',
  'tests/.tmp',
  'tests/screenshots',
  'bench/.work',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|yaml|yml|txt)$/;

function repositoryFiles(dir = root, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (SKIPPED.has(rel) || SKIPPED.has(entry.name)) continue;
    if (entry.isDirectory()) repositoryFiles(full, out);
    else if (TEXT.test(entry.name) && fs.statSync(full).size < 2_000_000) out.push(full);
  }
  return out;
}

describe('docs/architecture.md', () => {
  it('reads in ten minutes: at most 150 lines', () => {
    const lines = read(path.join(root, 'docs/architecture.md')).trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
  });
});

describe('docs/decisions/', () => {
  it('holds numbered records', () => {
    expect(recordFiles().length).toBeGreaterThan(0);
  });

  it('gives every record a title, a date, a status, a context and a decision', () => {
    const problems: string[] = [];
    for (const file of recordFiles()) {
      const text = read(path.join(decisionsDir, file));
      const missing = [
        [/^# \S/, 'a "# Title" first line'],
        [/^- Date: \d{4}-\d{2}-\d{2}$/m, 'a "- Date: YYYY-MM-DD" line'],
        [/^- Status: \S/m, 'a "- Status:" line'],
        [/^## Context$/m, 'a "## Context" section'],
        [/^## Decision$/m, 'a "## Decision" section'],
      ] as const;
      for (const [pattern, what] of missing) if (!pattern.test(text)) problems.push(`${file}: no ${what}`);
    }
    expect(problems).toEqual([]);
  });

  it('numbers every record once', () => {
    const numbers = recordFiles().map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('points every "superseded by NNNN" at an existing record', () => {
    const numbers = new Set(recordFiles().map((f) => f.slice(0, 4)));
    const dangling: string[] = [];
    for (const file of recordFiles())
      for (const m of read(path.join(decisionsDir, file)).matchAll(/superseded by (\d{4})/gi))
        if (!numbers.has(m[1])) dangling.push(`${file} → ${m[1]}`);
    expect(dangling).toEqual([]);
  });

  it('lists every record exactly once in its README index', () => {
    const index = read(path.join(decisionsDir, 'README.md'));
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(recordFiles());
  });
});

describe('references to the decisions', () => {
  it('name a record or the folder, never the old single file', () => {
    // Built from parts so that this file does not find itself.
    const oldFile = new RegExp(['decisions', 'md'].join('\\.'));
    const offenders = repositoryFiles()
      .filter((file) => oldFile.test(read(file)))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
