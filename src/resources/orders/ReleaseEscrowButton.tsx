import { useState } from 'react';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Confirm, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { formatMoney, keptMoney } from '../../domain/money';
import { AppButton } from '../../layout/buttons/AppButton';
import { useCommandMutation } from '../common/useCommandMutation';
import { useCommandAccess } from './useCommandAccess';

/** Pays a delivered order's escrow out: earnings to the provider, commission to the platform. */
export function ReleaseEscrowButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { allowed, record } = useCommandAccess('orders', 'release_escrow');
  const release = useCommandMutation('orders', 'release_escrow', { doneKey: 'app.money.release.done', onSuccess: () => setOpen(false) });
  const order = record as unknown as Order | undefined;
  if (!allowed || !order || !(order.escrowBalance > 0) || order.providerId === null) return null;
  const split = keptMoney(order);
  return (
    <>
      <AppButton variant="primary" startIcon={<PaymentsOutlined />} onClick={() => setOpen(true)}>
        {translate('app.money.release.button')}
      </AppButton>
      <Confirm
        isOpen={open}
        loading={release.isPending}
        title="app.money.release.title"
        titleTranslateOptions={{ reference: order.reference }}
        content="app.money.release.content"
        contentTranslateOptions={{ escrow: formatMoney(order.escrowBalance), provider: formatMoney(split.earnings), platform: formatMoney(split.commission) }}
        confirm="app.money.release.confirm"
        onClose={() => setOpen(false)}
        onConfirm={() => release.mutate({ id: order.id, payload: { version: order.version } })}
      />
    </>
  );
}
