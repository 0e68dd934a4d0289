import { useState } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useTranslate } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import { DEFAULT_COMMISSION_RATE } from '../../domain/constants';
import { AppButton } from '../../layout/buttons/AppButton';
import { useCommandMutation } from '../common/useCommandMutation';
import { useCommandAccess } from '../orders/useCommandAccess';
import { ROW_BUTTON_SX, stopRowClick } from './stopRowClick';

/** Remove a custom rate (confirmed): the user's next orders pay the default rate. */
export function RemoveRateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { allowed, record } = useCommandAccess('commission-rates', 'remove');
  const remove = useCommandMutation('commission-rates', 'remove', { doneKey: 'app.money.rates.removed', onSuccess: () => setOpen(false) });
  if (!allowed || !record) return null;
  const rate = record as unknown as CommissionRate;
  return (
    <span onClick={stopRowClick}>
      <AppButton variant="outlineRed" size="small" sx={ROW_BUTTON_SX} startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {translate('app.money.rates.remove')}
      </AppButton>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title="app.money.rates.remove_title"
        content="app.money.rates.remove_content"
        contentTranslateOptions={{ rate: rate.rate, default: DEFAULT_COMMISSION_RATE }}
        confirm="app.money.rates.remove"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() => remove.mutate({ id: rate.id, payload: { version: rate.version } })}
      />
    </span>
  );
}
