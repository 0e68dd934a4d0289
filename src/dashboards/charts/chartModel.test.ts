import { describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import type { SeriesPoint } from '../../domain/statistics';
import { alignedColumns, bucketAxis, bucketSeries, legendValue, valueAxis } from './chartModel';

const point = (bucket: string, orderCount: number, grossRevenue: number): SeriesPoint => ({
  bucket,
  orderCount,
  grossRevenue,
  refunds: 0,
  paidToInfluencers: 0,
  commissionEarned: 0,
});
const look = { text: '#333', grid: '#ddd', font: '12px sans-serif' };
const chart = {} as uPlot;

describe('chart model', () => {
  it('lays the series out as uPlot columns: bucket indexes, then one column per figure', () => {
    const series = [point('2026-01', 3, 120.5), point('2026-02', 0, 0), point('2026-03', 7, 99)];
    expect(alignedColumns(series, ['orderCount', 'grossRevenue'])).toEqual([
      [0, 1, 2],
      [3, 0, 7],
      [120.5, 0, 99],
    ]);
  });

  it('names the ticks of the horizontal axis after their buckets, in whole steps only', () => {
    const axis = bucketAxis(['Jan 2026', 'Feb 2026', 'Mar 2026'], look);
    const values = axis.values as (u: uPlot, splits: number[]) => string[];
    expect(values(chart, [0, 1, 2])).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(values(chart, [3])).toEqual(['']);
    expect(axis.incrs).toEqual(expect.arrayContaining([1, 2, 12]));
    expect((axis.incrs as number[]).every(Number.isInteger)).toBe(true);
  });

  it('formats the vertical axis with the given formatter, counts in whole steps', () => {
    const axis = valueAxis(look, (v) => `${v / 1000}K`, 56);
    expect((axis.values as (u: uPlot, s: number[]) => string[])(chart, [0, 500, 1500])).toEqual(['0K', '0.5K', '1.5K']);
    expect(axis.incrs).toBeUndefined();
    expect((valueAxis(look, String, 40, true).incrs as number[]).every(Number.isInteger)).toBe(true);
  });

  it('widens the vertical axis for labels longer than its minimum ("1.5 लाख"), never below it', () => {
    // A canvas that measures 8 px per character, in place of a browser's.
    vi.stubGlobal('document', {
      createElement: () => ({ getContext: () => ({ font: '', measureText: (t: string) => ({ width: t.length * 8 }) }) }),
    });
    try {
      const size = valueAxis(look, String, 56).size as (u: uPlot, values: string[] | null, axis: number, cycle: number) => number;
      expect(size(chart, ['0', '50K', '150K'], 1, 0)).toBe(56);
      expect(size(chart, ['0', '50 हज़ार', '1.5 लाख'], 1, 0)).toBe(8 * 8 + 19);
      expect(size(chart, null, 1, 0)).toBe(56);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the bucket and the values under the cursor in the legend, nothing without one', () => {
    const x = bucketSeries('Period', ['Jan 2026', 'Feb 2026']);
    const xValue = x.value as (u: uPlot, v: number | null) => string;
    expect(x.label).toBe('Period');
    expect(xValue(chart, 1)).toBe('Feb 2026');
    expect(xValue(chart, null)).toBe('');
    const money = legendValue((v) => v.toFixed(2));
    expect(money(chart, 1234.5)).toBe('1234.50');
    expect(money(chart, null)).toBe('');
  });
});
