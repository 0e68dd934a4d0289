import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { PUBLIC_ROUTES } from '../../src/domain/publicRoutes.ts';

/** The chunk built from `entryPath` and every chunk it imports statically, as root-relative URLs. */
export function staticClosure(bundle: OutputBundle, entryPath: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const root = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(entryPath));
  if (!root) return [];
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  visit(root.fileName);
  return [...seen].map((f) => `${base}${f}`);
}

/**
 * The admin half is a dynamic chunk of the entry (src/routes/appChunks.ts), so the browser would
 * only ask for it once the entry has run. This writes its chunks into the page
 * (`<meta name="admin-preload">`) for public/boot.js, which adds a modulepreload link for each
 * when a signed-in admin opens a shell route: the admin half downloads beside the entry, and a
 * visitor of /signin never fetches it.
 */
export function adminPreload(entryPath = 'src/App.tsx'): Plugin {
  let base = '/';
  return {
    name: 'admin-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return [];
        const content = JSON.stringify({ chunks: staticClosure(ctx.bundle as unknown as OutputBundle, entryPath, base), publicRoutes: PUBLIC_ROUTES });
        return [{ tag: 'meta', attrs: { name: 'admin-preload', content }, injectTo: 'head-prepend' }];
      },
    },
  };
}
