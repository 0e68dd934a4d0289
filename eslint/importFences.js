// Where code may import from, by folder: the fences that keep the resources independent of one
// another and the server independent of the browser code. Checked on the resolved path of every
// relative import (static, dynamic and re-exports), so no spelling of a path gets around them.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What a resource folder (and the shared kit) may import besides itself. */
const RESOURCE_MAY_IMPORT = ['src/domain', 'src/providers', 'src/shell', 'src/ui', 'src/resources/common'];
/**
 * The layers outside the resources, and what each may import besides itself
 * (docs/decisions/0094-own-kit-for-the-chrome.md): the plain kit (src/ui) stands on the domain
 * alone; the Help Center on the kit, the domain, the providers and the shell's buttons and hooks.
 */
const LAYERS = {
  'src/ui': ['src/domain'],
  'src/helpCenter': ['src/ui', 'src/domain', 'src/providers', 'src/shell'],
};
/** Test helpers are open to tests only. */
const TESTS_MAY_ALSO_IMPORT = ['src/test', 'i18n'];

const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');
const inside = (file, dir) => file === dir || file.startsWith(dir + '/');
const isTest = (file) => /\.test\.tsx?$/.test(file) || inside(file, 'src/test');

/** The resource folder a file belongs to (`users`, `common`), or null outside src/resources/<name>/. */
function resourceOf(file) {
  if (!inside(file, 'src/resources')) return null;
  const parts = file.split('/');
  return parts.length > 3 ? parts[2] : null;
}

/** Why `file` may not import `target` (paths relative to the repository), or null when it may. */
export function fenceViolation(file, target) {
  if (inside(file, 'server')) {
    if (inside(target, 'src') && !inside(target, 'src/domain'))
      return `server/ imports only src/domain from the browser code, not ${target}`;
    // The worker pool knows nothing of what its workers do: the reads and the passwords use it, not the other way.
    if (
      inside(file, 'server/threads') &&
      inside(target, 'server') &&
      !inside(target, 'server/threads') &&
      target !== 'server/http/errors'
    ) {
      return `server/threads is the generic worker pool: it imports only server/http/errors from the server, not ${target}`;
    }
    return null;
  }
  const layer = Object.keys(LAYERS).find((dir) => inside(file, dir));
  if (layer !== undefined) {
    const allowed = [layer, ...LAYERS[layer], ...(isTest(file) ? TESTS_MAY_ALSO_IMPORT : [])];
    return !inside(target, 'src') || allowed.some((dir) => inside(target, dir))
      ? null
      : `${layer} imports only ${LAYERS[layer].join(', ')}, not ${target}`;
  }
  const own = resourceOf(file);
  if (own === null || inside(target, `src/resources/${own}`)) return null;
  const allowed = [...RESOURCE_MAY_IMPORT, ...(isTest(file) ? TESTS_MAY_ALSO_IMPORT : [])].filter(
    (dir) => own !== 'common' || dir !== 'src/resources/common',
  );
  if (allowed.some((dir) => inside(target, dir))) return null;
  const other = resourceOf(target);
  if (other !== null) {
    return own === 'common'
      ? `src/resources/common is the kit every resource shares: it may not import the resource ${other}`
      : `src/resources/${own} may not import another resource (${other}): move what both need to src/resources/common or src/domain`;
  }
  return `src/resources/${own} imports only ${RESOURCE_MAY_IMPORT.join(', ')}, not ${target}`;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps resources, the shared kit and the server behind their import fences' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!inside(file, 'src') && !inside(file, 'server')) return {};
    const check = (node) => {
      const spec = node?.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(context.filename), spec));
      const why = fenceViolation(file, target);
      if (why) context.report({ node: node.source, message: why });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const importFences = { rules: { 'import-fences': rule } };
