import { useEffect, useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_RANGE_PRESETS, isDay, type DateRangePreset } from '../domain/statistics';
import { AppButton } from '../layout/buttons/AppButton';
import type { DateRangeState } from './useDateRange';

/**
 * A preset (last 7 / 30 / 90 days, 12 months, year to date, all time) or a custom range of days.
 * Custom dates apply with the Apply button, so half-typed dates never reach the server.
 */
export function DateRangeControl({ state }: { state: DateRangeState }) {
  const translate = useTranslate();
  const { choice, range, setPreset, setCustom } = state;
  const [custom, setCustomDraft] = useState({ from: range.from ?? '', to: range.to ?? '' });
  const [editing, setEditing] = useState(choice === 'custom');
  useEffect(() => setCustomDraft({ from: range.from ?? '', to: range.to ?? '' }), [range.from, range.to]);
  const valid = isDay(custom.from) && isDay(custom.to) && custom.from <= custom.to;

  return (
    <Box component="form" role="search" aria-label={translate('app.money.dashboard.range')} onSubmit={(e) => { e.preventDefault(); if (valid) setCustom(custom); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('app.money.dashboard.range')}
        value={editing ? 'custom' : choice}
        onChange={(e) => {
          if (e.target.value === 'custom') setEditing(true);
          else {
            setEditing(false);
            setPreset(e.target.value as DateRangePreset);
          }
        }}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'range-preset' } } }}
      >
        {DATE_RANGE_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`app.money.dashboard.presets.${p}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{translate('app.money.dashboard.presets.custom')}</MenuItem>
      </TextField>
      {editing ? (
        <>
          <TextField
            type="date"
            size="small"
            label={translate('app.money.filters.from')}
            value={custom.from}
            onChange={(e) => setCustomDraft({ ...custom, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'range-from' } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate('app.money.filters.to')}
            value={custom.to}
            onChange={(e) => setCustomDraft({ ...custom, to: e.target.value })}
            error={isDay(custom.from) && isDay(custom.to) && custom.from > custom.to}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'range-to' } }}
          />
          <AppButton variant="outlineBlue" type="submit" disabled={!valid}>
            {translate('app.money.dashboard.apply')}
          </AppButton>
        </>
      ) : null}
    </Box>
  );
}
