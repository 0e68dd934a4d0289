import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { staticClosure } from './adminPreload';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });

describe('adminPreload', () => {
  it('lists the admin chunk and what it imports statically, never what it loads on demand', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/repo/src/main.tsx'),
      'assets/App.js': chunk('assets/App.js', ['assets/react.js', 'assets/mui.js'], '/repo/src/App.tsx'),
      'assets/mui.js': chunk('assets/mui.js', ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/UserList.js': chunk('assets/UserList.js', ['assets/mui.js'], '/repo/src/resources/users/UserList.tsx'),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css' },
    } as unknown as OutputBundle;
    expect(staticClosure(bundle, 'src/App.tsx', '/').sort()).toEqual(['/assets/App.js', '/assets/mui.js', '/assets/react.js']);
    expect(staticClosure(bundle, 'src/Missing.tsx', '/')).toEqual([]);
  });
});
