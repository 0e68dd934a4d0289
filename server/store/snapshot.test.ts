import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSnapshot, serializeStateChunks, UnreadableDatabaseError, type DbState } from './snapshot';
import { writeFileAtomicSync } from './atomicFile';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const state: DbState = {
  users: [
    { id: 1, name: 'Asha, "the" singer', tags: ['a', 'b'], nested: { at: '2026-01-01' } },
    { id: 2, name: 'Line\nbreak inside a string', tags: [] },
  ],
  orders: [],
  'audit-log': [{ id: 1, changes: { name: { before: null, after: 'x' } } }],
};

/** One record a line, the layout the line reader needs (and readable diffs of a snapshot). */
const LAYOUT = [
  '{',
  '"users": [',
  `  ${JSON.stringify(state.users[0])},`,
  `  ${JSON.stringify(state.users[1])}`,
  '],',
  '"orders": [',
  '],',
  '"audit-log": [',
  `  ${JSON.stringify(state['audit-log'][0])}`,
  ']',
  '}',
  '',
].join('\n');

describe('snapshots', () => {
  it('writes in pieces and reads back the same state, line by line when the file is over the limit', () => {
    const file = path.join(dir, 'db.json');
    writeFileAtomicSync(file, serializeStateChunks(Object.entries(state)));
    expect(fs.readFileSync(file, 'utf8')).toBe(LAYOUT);
    // A limit of 1 byte forces the line reader, the path a 550 MB database takes.
    expect(loadSnapshot(file, 1)).toEqual(state);
    expect(loadSnapshot(file)).toEqual(state);
  });

  it('reads the layout of the seed writer (records without indentation, an empty collection on one line)', () => {
    const file = path.join(dir, 'db.json');
    fs.writeFileSync(file, '{\n"users": [\n{"id":1,"name":"A"},\n{"id":2,"name":"B"}\n],\n"orders": [],\n"strikes": [\n]\n}\n');
    expect(loadSnapshot(file, 1)).toEqual({
      users: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
      orders: [],
      strikes: [],
    });
  });

  it('refuses a large file in another layout, and a file cut inside a collection, instead of starting empty', () => {
    const file = path.join(dir, 'db.json');
    fs.writeFileSync(file, JSON.stringify(state, null, 2));
    expect(() => loadSnapshot(file, 1)).toThrow(UnreadableDatabaseError);
    fs.writeFileSync(file, LAYOUT.split('\n').slice(0, 4).join('\n'));
    expect(() => loadSnapshot(file, 1)).toThrow(/ends inside a collection/);
  });
});
