import { describe, expect, it } from 'vitest';
import { entryOfPath } from './navPaths';

describe('entryOfPath (the screen a browser tab is titled after)', () => {
  it('finds the entry of a path and of the pages below it, with its group', () => {
    expect(entryOfPath('/strikes')?.entry.path).toBe('/strikes');
    expect(entryOfPath('/strikes/12/show')?.entry.path).toBe('/strikes');
    expect(entryOfPath('/strikes')?.group?.id).toBe('manage-users');
    expect(entryOfPath('/my-wallet')).toMatchObject({ entry: { path: '/my-wallet' }, group: null });
  });

  it('puts /quickads/create under My Quick Ads, not under the Quick Ads dashboard (#20.10)', () => {
    expect(entryOfPath('/quickads/create')?.entry.path).toBe('/my-quickads');
    expect(entryOfPath('/quickads')?.entry.path).toBe('/quickads');
  });

  it('knows no entry outside the table', () => {
    expect(entryOfPath('/nowhere')).toBeNull();
  });
});
