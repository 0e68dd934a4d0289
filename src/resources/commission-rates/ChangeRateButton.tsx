import { useState } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import { AppButton } from '../../layout/buttons/AppButton';
import { useCommandMutation } from '../common/useCommandMutation';
import { useCommandAccess } from '../orders/useCommandAccess';
import { RateDialog } from './RateDialog';
import { ROW_BUTTON_SX, stopRowClick } from './stopRowClick';

/** Change an active custom rate; orders already placed keep the rate they stored. */
export function ChangeRateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { allowed, record } = useCommandAccess('commission-rates', 'change');
  const change = useCommandMutation('commission-rates', 'change', { doneKey: 'app.money.rates.changed', onSuccess: () => setOpen(false) });
  if (!allowed || !record) return null;
  const rate = record as unknown as CommissionRate;
  return (
    <span onClick={stopRowClick}>
      <AppButton variant="outlineBlue" size="small" sx={ROW_BUTTON_SX} startIcon={<EditOutlined />} onClick={() => setOpen(true)}>
        {translate('app.money.rates.change')}
      </AppButton>
      <RateDialog
        open={open}
        title="app.money.rates.change_title"
        submitLabel="app.money.rates.change"
        defaultRate={rate.rate}
        loading={change.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(values) => change.mutate({ id: rate.id, payload: { rate: values.rate, version: rate.version } })}
      />
    </span>
  );
}
