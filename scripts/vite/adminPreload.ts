import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '../../src/domain/publicRoutes.ts';
import { FIRST_SCREEN_PATHS } from '../../src/firstScreen/firstScreenPaths.ts';

/** The chunk holding `entryPath` and every chunk it imports statically, as root-relative URLs. */
export function staticClosure(bundle: Rolldown.OutputBundle, entryPath: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const isEntry = (id: string | null | undefined) => !!id && id.replace(/\\/g, '/').endsWith(entryPath);
  // The bundler may merge a dynamic entry into a chunk it shares with other modules (no facade then).
  const root = chunks.find((c) => isEntry(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some(isEntry));
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

/** The stylesheets Vite attaches to those chunks (it loads them before the chunk runs). */
export function closureStyles(bundle: Rolldown.OutputBundle, closure: readonly string[], base: string): string[] {
  const css = new Set<string>();
  for (const url of closure) {
    const chunk = bundle[url.slice(base.length)] as (Rolldown.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }) | undefined;
    for (const file of chunk?.viteMetadata?.importedCss ?? []) css.add(`${base}${file}`);
  }
  return [...css];
}

/**
 * The admin half is a dynamic chunk of the entry (src/routes/appChunks.ts), so the browser would
 * only ask for it once the entry has run. This writes its chunks into the page
 * (`<meta name="admin-preload">`) for public/boot.js, which adds a modulepreload link for each
 * when a signed-in admin opens a shell route: the admin half downloads beside the entry, and a
 * visitor of /signin never fetches it. On a route the first screen draws (src/firstScreen), its
 * chunks and stylesheets are listed too and preloaded first.
 */
export function adminPreload(entryPath = 'src/App.tsx', firstScreenPath = 'src/firstScreen/mountFirstScreen.tsx'): Plugin {
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
        const bundle = ctx.bundle as unknown as Rolldown.OutputBundle;
        const firstScreen = staticClosure(bundle, firstScreenPath, base);
        const content = JSON.stringify({
          chunks: staticClosure(bundle, entryPath, base),
          publicRoutes: PUBLIC_ROUTES,
          firstScreen: { paths: FIRST_SCREEN_PATHS, chunks: firstScreen, styles: closureStyles(bundle, firstScreen, base) },
        });
        return [{ tag: 'meta', attrs: { name: 'admin-preload', content }, injectTo: 'head-prepend' }];
      },
    },
  };
}
