import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
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

export function useDateRange(now: number = Date.now()): DateRangeState {
  const [params, setParams] = useSearchParams();
  const today = new Date(now).toISOString().slice(0, 10);
  // Recomputed once per day, not per render, so queries keep a stable key.
  const { choice, range } = useMemo(() => readRange(params, Date.parse(today)), [params, today]);
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
