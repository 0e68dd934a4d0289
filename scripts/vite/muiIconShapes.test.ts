import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconShapes } from './muiIconShapes';
import { PLAIN_ICON_NAMES } from '../../src/ui/icons/plainIconNames';

const require = createRequire(import.meta.url);

describe('muiIconShapes', () => {
  it('reads the paths and circles of an icon module, attributes as written', () => {
    const source = `export default createSvgIcon([/*#__PURE__*/_jsx("circle", {\n  cx: "17",\n  cy: "15.5",\n  r: "1.12"\n}, "0"), /*#__PURE__*/_jsx("path", {\n  d: "M12 2 4 5v6z"\n}, "1")], 'Example');`;
    expect(iconShapes(source, 'Example')).toEqual([
      ['circle', { cx: '17', cy: '15.5', r: '1.12' }],
      ['path', { d: 'M12 2 4 5v6z' }],
    ]);
  });

  it('refuses a module it cannot read (the package changed its format)', () => {
    expect(() => iconShapes('export default something();', 'Odd')).toThrow(/no shape found in @mui\/icons-material\/Odd/);
  });

  it('finds every icon the sidebar draws in the installed package', () => {
    for (const name of PLAIN_ICON_NAMES) {
      const source = fs.readFileSync(require.resolve(`@mui/icons-material/esm/${name}`), 'utf8');
      expect(iconShapes(source, name).length, name).toBeGreaterThan(0);
    }
  });
});
