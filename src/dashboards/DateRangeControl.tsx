import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_RANGE_PRESETS, isDay, type DateRangePreset } from '../domain/statistics';
import { AppButton } from '../shell/buttons/AppButton';
import { SmallDateField, SmallSelectField } from '../ui/fields/SmallFields';
import type { DateRangeState } from './useDateRange';
import './dateRangeControl.css';

/**
 * A preset (last 7 / 30 / 90 days, 12 months, year to date, all time) or a custom range of days.
 * Custom dates apply with the Apply button, so half-typed dates never reach the server. Native
 * controls: the dashboard draws them on its first render, before any MUI input code is needed.
 */
export function DateRangeControl({ state }: { state: DateRangeState }) {
  const translate = useTranslate();
  const { choice, range, setPreset, setCustom } = state;
  const [custom, setCustomDraft] = useState({ from: range.from ?? '', to: range.to ?? '' });
  const [editing, setEditing] = useState(choice === 'custom');
  useEffect(() => setCustomDraft({ from: range.from ?? '', to: range.to ?? '' }), [range.from, range.to]);
  const valid = isDay(custom.from) && isDay(custom.to) && custom.from <= custom.to;

  return (
    <form
      className="app-range"
      role="search"
      aria-label={translate('app.money.dashboard.range')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) setCustom(custom);
      }}
    >
      <SmallSelectField
        label={translate('app.money.dashboard.range')}
        className="app-range-preset"
        value={editing ? 'custom' : choice}
        onChange={(e) => {
          if (e.target.value === 'custom') setEditing(true);
          else {
            setEditing(false);
            setPreset(e.target.value as DateRangePreset);
          }
        }}
        data-testid="range-preset"
      >
        {DATE_RANGE_PRESETS.map((p) => (
          <option key={p} value={p}>
            {translate(`app.money.dashboard.presets.${p}`)}
          </option>
        ))}
        <option value="custom">{translate('app.money.dashboard.presets.custom')}</option>
      </SmallSelectField>
      {editing ? (
        <>
          <SmallDateField
            label={translate('app.money.filters.from')}
            value={custom.from}
            onChange={(e) => setCustomDraft({ ...custom, from: e.target.value })}
            data-testid="range-from"
          />
          <SmallDateField
            label={translate('app.money.filters.to')}
            value={custom.to}
            onChange={(e) => setCustomDraft({ ...custom, to: e.target.value })}
            error={isDay(custom.from) && isDay(custom.to) && custom.from > custom.to}
            data-testid="range-to"
          />
          <AppButton variant="outlineBlue" type="submit" disabled={!valid}>
            {translate('app.money.dashboard.apply')}
          </AppButton>
        </>
      ) : null}
    </form>
  );
}
