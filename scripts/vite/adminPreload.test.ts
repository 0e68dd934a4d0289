import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { closureStyles, staticClosure } from './adminPreload';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
});

describe('adminPreload', () => {
  it('lists the admin chunk and what it imports statically, never what it loads on demand', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/repo/src/main.tsx'),
      'assets/App.js': chunk('assets/App.js', ['assets/react.js', 'assets/mui.js'], '/repo/src/App.tsx'),
      'assets/mui.js': chunk('assets/mui.js', ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/UserList.js': chunk('assets/UserList.js', ['assets/mui.js'], '/repo/src/resources/users/UserList.tsx'),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css' },
    } as unknown as Rolldown.OutputBundle;
    expect(staticClosure(bundle, 'src/App.tsx', '/').sort()).toEqual(['/assets/App.js', '/assets/mui.js', '/assets/react.js']);
    expect(staticClosure(bundle, 'src/Missing.tsx', '/')).toEqual([]);
  });

  it('finds a dynamic entry the bundler merged into a shared chunk', () => {
    const bundle = {
      'assets/App.js': {
        type: 'chunk',
        fileName: 'assets/App.js',
        imports: ['assets/react.js'],
        facadeModuleId: null,
        moduleIds: ['/repo/src/layout/x.tsx', '/repo/src/App.tsx'],
      },
      'assets/react.js': chunk('assets/react.js', []),
    } as unknown as Rolldown.OutputBundle;
    expect(staticClosure(bundle, 'src/App.tsx', '/').sort()).toEqual(['/assets/App.js', '/assets/react.js']);
  });

  it('lists the stylesheets of the chunks once each', () => {
    const bundle = {
      'assets/a.js': { ...chunk('assets/a.js', []), viteMetadata: { importedCss: new Set(['assets/a.css', 'assets/shared.css']) } },
      'assets/b.js': { ...chunk('assets/b.js', []), viteMetadata: { importedCss: new Set(['assets/shared.css']) } },
    } as unknown as Rolldown.OutputBundle;
    expect(closureStyles(bundle, ['/x/assets/a.js', '/x/assets/b.js'], '/x/')).toEqual(['/x/assets/a.css', '/x/assets/shared.css']);
  });
});
