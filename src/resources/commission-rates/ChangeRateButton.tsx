import { useState } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';
import { RateDialog } from './RateDialog';
import { ROW_BUTTON_SX, stopRowClick } from '../common/rowButtons';

/** Change an active custom rate; orders already placed keep the rate they stored. */
export function ChangeRateButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const rate = useRecordContext<CommissionRate>();
  const change = useCommand('commission-rates', 'change', rate, { doneKey: 'app.money.rates.changed', onSuccess: () => setOpen(false) });
  if (!rate || !change.allowed || !change.runnable) return null;
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
        onSubmit={(values) => void change.run({ rate: values.rate })}
      />
    </span>
  );
}
