import { useState } from 'react';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';
import { CancelOrderDialog } from './CancelOrderDialog';

/** Cancel as admin with a refund out of escrow; only on open orders and for roles with orders.act. */
export function CancelOrderButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const order = useRecordContext<Order>();
  const cancel = useCommand('orders', 'cancel_by_admin', order, { doneKey: 'app.money.cancel.done', onSuccess: () => setOpen(false) });
  if (!order || !cancel.allowed || !cancel.runnable) return null;
  return (
    <>
      <AppButton variant="outlineRed" startIcon={<CancelOutlined />} onClick={() => setOpen(true)}>
        {translate('app.money.cancel.button')}
      </AppButton>
      {open ? (
        <CancelOrderDialog
          order={order}
          open={open}
          loading={cancel.isPending}
          onClose={() => setOpen(false)}
          onConfirm={(payload) => void cancel.run(payload)}
        />
      ) : null}
    </>
  );
}
