import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, NumberInput, useTranslate } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import { validateRate } from './rateValidation';
import { stopRowClick } from '../common/rowButtons';

export interface RateFormValues {
  rate: number;
  userId?: number;
}

interface Props {
  open: boolean;
  title: string;
  titleOptions?: Record<string, unknown>;
  submitLabel: string;
  loading: boolean;
  defaultRate?: number;
  onClose: () => void;
  onSubmit: (values: RateFormValues) => void;
  /** Fields above the rate (the user to grant to). */
  children?: ReactNode;
}

/** The form of Grant and Change: a rate from 0 to 100 percent with two decimals. */
export function RateDialog({ open, title, titleOptions, submitLabel, loading, defaultRate, onClose, onSubmit, children }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} onClick={stopRowClick} maxWidth="xs" fullWidth aria-labelledby="rate-dialog-title">
      <Form
        onSubmit={(values: Record<string, unknown>) => onSubmit(values as unknown as RateFormValues)}
        defaultValues={defaultRate === undefined ? {} : { rate: defaultRate }}
      >
        <DialogTitle id="rate-dialog-title">{translate(title, titleOptions)}</DialogTitle>
        <DialogContent>
          {children}
          {/* No min/max/step attributes: the browser would block the submit before our messages show. */}
          <NumberInput
            source="rate"
            label="resources.commission-rates.fields.rate"
            validate={validateRate}
            fullWidth
            autoFocus={!children}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('app.money.rates.rate_hint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <AppButton variant="cancel" onClick={onClose} disabled={loading}>
            {translate('app.common.cancel')}
          </AppButton>
          <AppButton variant="primary" type="submit" disabled={loading}>
            {translate(submitLabel)}
          </AppButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
