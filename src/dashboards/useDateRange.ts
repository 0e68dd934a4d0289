import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStore } from 'react-admin';
import {
  DATE_RANGE_PRESETS,
  DEFAULT_DATE_RANGE_PRESET,
  isDay,
  presetRange,
  type DateRangePreset,
  type DayRange,
} from '../domain/statistics';

export type RangeChoice = DateRangePreset | 'custom';

export interface DateRangeState {
  choice: RangeChoice;
  range: DayRange;
  setPreset: (preset: DateRangePreset) => void;
  setCustom: (range: { from: string; to: string }) => void;
}

/**
 * Reads the dashboard's range from the URL (`?range=<preset>` or `?from=YYYY-MM-DD&to=YYYY-MM-DD`),
 * so a range can be bookmarked and shared, and writes it back without touching other parameters
 * (the top-bar search). Anything unreadable falls back to the default preset.
 */
export function readRange(params: URLSearchParams, now: number): { choice: RangeChoice; range: DayRange } {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isDay(from) && isDay(to) && from <= to) return { choice: 'custom', range: { from, to } };
  const preset = params.get('range');
  const choice = (DATE_RANGE_PRESETS as readonly string[]).includes(preset ?? '') ? (preset as DateRangePreset) : DEFAULT_DATE_RANGE_PRESET;
  return { choice, range: presetRange(choice, now) };
}

/** The URL parameters that say the range. */
const RANGE_PARAMS = ['range', 'from', 'to'] as const;
/** Where the last chosen range is kept (the app's store, emptied at sign-out). */
export const RANGE_STORE_KEY = 'dashboard.range';

/** The range parameters of a query string as one string ("range=last_90_days"), '' when it has none. */
export function rangeParamsOf(params: URLSearchParams): string {
  const own = new URLSearchParams();
  for (const k of RANGE_PARAMS) {
    const v = params.get(k);
    if (v !== null) own.set(k, v);
  }
  return own.toString();
}

/**
 * The range of every dashboard, kept while the admin moves between them: a page opened without
 * a range of its own (the sidebar's link to another service) takes the last chosen one, and
 * writes it into its URL.
 */
export function useDateRange(now: number = Date.now()): DateRangeState {
  const [params, setParams] = useSearchParams();
  const [remembered, remember] = useStore<string>(RANGE_STORE_KEY, '');
  const own = rangeParamsOf(params);
  const today = new Date(now).toISOString().slice(0, 10);
  // Recomputed once per day, not per render, so queries keep a stable key.
  const { choice, range } = useMemo(() => readRange(new URLSearchParams(own || remembered), Date.parse(today)), [own, remembered, today]);
  useEffect(() => {
    if (own) {
      if (own !== remembered) remember(own);
    } else if (remembered) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          new URLSearchParams(remembered).forEach((v, k) => next.set(k, v));
          return next;
        },
        { replace: true },
      );
    }
  }, [own, remembered, remember, setParams]);
  const update = useCallback(
    (set: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(set)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      }),
    [setParams],
  );
  const setPreset = useCallback((preset: DateRangePreset) => update({ range: preset, from: null, to: null }), [update]);
  const setCustom = useCallback((r: { from: string; to: string }) => update({ range: null, from: r.from, to: r.to }), [update]);
  return { choice, range, setPreset, setCustom };
}
