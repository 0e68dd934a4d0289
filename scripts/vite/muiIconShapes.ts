import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { PLAIN_ICON_NAMES, type IconShape } from '../../src/ui/icons/plainIconNames.ts';

const ID = 'virtual:mui-icon-shapes';

/** The elements of one icon module of @mui/icons-material: `_jsx("path", { d: "..." })`, circles alike. */
export function iconShapes(source: string, name: string): IconShape[] {
  const shapes: IconShape[] = [];
  for (const [, tag, body] of source.matchAll(/_jsx\("(path|circle)",\s*\{([^}]*)\}/g)) {
    const attrs = Object.fromEntries([...body.matchAll(/(\w+):\s*"([^"]*)"/g)].map(([, k, v]) => [k, v]));
    shapes.push([tag as IconShape[0], attrs]);
  }
  if (shapes.length === 0) throw new Error(`mui-icon-shapes: no shape found in @mui/icons-material/${name}`);
  return shapes;
}

/**
 * `import shapes from 'virtual:mui-icon-shapes'`: the shapes of the icons PLAIN_ICON_NAMES lists,
 * read at build time from the installed @mui/icons-material, so they stay the package's own.
 */
export function muiIconShapes(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'mui-icon-shapes',
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const table = Object.fromEntries(
        PLAIN_ICON_NAMES.map((name) => {
          const file = require.resolve(`@mui/icons-material/esm/${name}`);
          this.addWatchFile(file);
          return [name, iconShapes(fs.readFileSync(file, 'utf8'), name)];
        }),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
