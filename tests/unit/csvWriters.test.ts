import fs from 'node:fs';
import path from 'node:path';

/** Every export escapes formulas only if every CSV goes through src/domain/csv.ts. */
describe('CSV writers', () => {
  it("leave papaparse's unparse to src/domain/csv.ts alone", () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (
          /\.tsx?$/.test(e.name) &&
          !/[\\/]domain[\\/]csv(\.test)?\.ts$/.test(p) &&
          /\.unparse\(|jsonexport/.test(fs.readFileSync(p, 'utf8'))
        )
          offenders.push(path.relative(src, p));
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
