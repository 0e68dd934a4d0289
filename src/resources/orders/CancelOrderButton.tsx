import { useState } from 'react';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { AppButton } from '../../layout/buttons/AppButton';
import { useCommandMutation } from '../common/useCommandMutation';
import { useCommandAccess } from './useCommandAccess';
import { CancelOrderDialog } from './CancelOrderDialog';

/** Cancel as admin with a refund out of escrow; only on open orders and for roles with orders.act. */
export function CancelOrderButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { allowed, record } = useCommandAccess('orders', 'cancel_by_admin');
  const cancel = useCommandMutation('orders', 'cancel_by_admin', { doneKey: 'app.money.cancel.done', onSuccess: () => setOpen(false) });
  if (!allowed || !record) return null;
  const order = record as unknown as Order;
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
          onConfirm={(payload) => cancel.mutate({ id: order.id, payload: { ...payload, version: order.version } })}
        />
      ) : null}
    </>
  );
}
