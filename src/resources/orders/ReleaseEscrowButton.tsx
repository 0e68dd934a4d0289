import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { useRecordContext } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { formatMoney, keptMoney } from '../../domain/money';
import { CommandButton } from '../common/CommandButton';

const MESSAGES = {
  label: 'app.money.release.button',
  title: 'app.money.release.title',
  content: 'app.money.release.content',
  confirm: 'app.money.release.confirm',
  done: 'app.money.release.done',
};

/** Pays a delivered order's escrow out: earnings to the provider, commission to the platform. */
export function ReleaseEscrowButton() {
  const order = useRecordContext<Order>();
  if (!order || !(order.escrowBalance > 0) || order.providerId === null) return null;
  const split = keptMoney(order);
  const args = {
    reference: order.reference,
    escrow: formatMoney(order.escrowBalance),
    provider: formatMoney(split.earnings),
    platform: formatMoney(split.commission),
  };
  return (
    <CommandButton
      resource="orders"
      action="release_escrow"
      messages={MESSAGES}
      messageArgs={args}
      confirm
      confirmColor="primary"
      variant="primary"
      startIcon={<PaymentsOutlined />}
      size="medium"
      hideWhenUnavailable
    />
  );
}
