import fs from 'node:fs';
import path from 'node:path';
import type { KeyUse } from './keyUse';
import { scanSource } from './scanSource';

/** Tests and test helpers show nothing to administrators: their keys neither count nor must exist. */
const isTestFile = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.startsWith('src/test/') || /\/test[A-Z]\w*\.tsx?$/.test(rel);

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, rel));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(rel)) out.push(rel);
  }
  return out;
}

/** `src/resources/strikes/StrikeList.tsx` → `strikes` (a collection's own folder). */
function folderResource(rel: string, collections: readonly string[]): string | undefined {
  const m = /^src\/resources\/([^/]+)\//.exec(rel);
  return m && collections.includes(m[1]) ? m[1] : undefined;
}

/**
 * Every key the application uses: what `src/` shows, what `server/` answers with (error codes
 * the browser translates), and `resources.<collection>.name` for every collection react-admin
 * knows (required when the collection has screens, i.e. its own folder in src/resources/).
 */
export function scanTree(root: string, collections: readonly string[], dirs = ['src', 'server']): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const dir of dirs) {
    if (!fs.existsSync(path.join(root, dir))) continue;
    for (const rel of sourceFiles(root, dir)) {
      uses.push(...scanSource(fs.readFileSync(path.join(root, rel), 'utf8'), { file: rel, folderResource: folderResource(rel, collections) }));
    }
  }
  for (const c of collections) {
    const screens = fs.existsSync(path.join(root, 'src/resources', c));
    uses.push({ key: `resources.${c}.name`, where: `src/domain/collections.ts (${c})`, required: screens });
  }
  return uses;
}
