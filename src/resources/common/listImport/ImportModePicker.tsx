import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_MODES, type ImportMode } from '../../../domain/listImport/importLists';

/** The four import modes of the specification, each with what it does to the list. */
export function ImportModePicker({
  value,
  onChange,
  disabled,
}: {
  value: ImportMode;
  onChange: (mode: ImportMode) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="import-mode-label">{translate('app.administration.list_import.mode_label')}</FormLabel>
      <RadioGroup aria-labelledby="import-mode-label" value={value} onChange={(e) => onChange(e.target.value as ImportMode)}>
        {IMPORT_MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio size="small" />}
            sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
            label={
              <span>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
                  {translate(`app.administration.list_import.modes.${mode}`)}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {translate(`app.administration.list_import.mode_hints.${mode}`)}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
