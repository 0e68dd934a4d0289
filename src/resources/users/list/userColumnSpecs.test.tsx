import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { userFilters } from './userFilters';
import { USER_ALWAYS_ON_FILTERS, USER_COLUMN_SPECS, userColumnNames } from './userColumnSpecs';
import { userColumns } from './userColumns';

describe('users list specs', () => {
  it('name the always-on filters the list shows, in its order (the first screen draws them)', () => {
    const alwaysOn = userFilters
      .filter((f) => isValidElement<{ alwaysOn?: boolean }>(f) && f.props.alwaysOn)
      .map((f) => (f.props as { source: string }).source);
    expect(alwaysOn).toEqual([...USER_ALWAYS_ON_FILTERS]);
  });

  it('draw one table column per spec, on the spec source', () => {
    const columns = userColumns(undefined);
    expect(columns.map((c) => c.source)).toEqual(userColumnNames(undefined).map((n) => USER_COLUMN_SPECS[n].source));
  });

  it('fall back to every users column for an unknown tab', () => {
    expect(userColumnNames('nonsense')).toEqual(userColumnNames(undefined));
    expect(userColumnNames('influencer')).toContain('rating');
  });
});
