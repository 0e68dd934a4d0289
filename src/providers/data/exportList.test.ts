import { describe, expect, it } from 'vitest';
import { exportQuery } from './exportList';

describe('exportQuery', () => {
  const params = {
    filter: { status: ['completed', 'refunded'], q: 'param' },
    sort: { field: 'paymentDate', order: 'DESC' as const },
    locale: 'hi',
    timeZone: 'Asia/Kolkata',
  };

  it('writes the list query as ra-data-json-server does, without the page', () => {
    const search = new URLSearchParams(exportQuery('json-server', params));
    expect(search.getAll('status')).toEqual(['completed', 'refunded']);
    expect([search.get('q'), search.get('_sort'), search.get('_order'), search.get('locale'), search.get('timeZone')]).toEqual([
      'param',
      'paymentDate',
      'DESC',
      'hi',
      'Asia/Kolkata',
    ]);
    expect(search.has('_start') || search.has('_end')).toBe(false);
  });

  it('writes it as ra-data-simple-rest does, without the range', () => {
    const search = new URLSearchParams(exportQuery('simple-rest', params));
    expect(JSON.parse(search.get('filter')!)).toEqual(params.filter);
    expect(JSON.parse(search.get('sort')!)).toEqual(['paymentDate', 'DESC']);
    expect(search.has('range')).toBe(false);
  });
});
