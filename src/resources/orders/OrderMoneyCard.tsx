import { DateField, useRecordContext, useTranslate } from 'react-admin';
import { Chip, Box } from '@mui/material';
import type { Order } from '../../domain/entities/orders';
import { checkOrderMoney, formatMoney, orderSettlement } from '../../domain/money';
import { DetailCard } from './DetailCard';
import { DetailRow } from './DetailRow';
import { useOrderLedger } from './useOrderLedger';

const f = (name: keyof Order) => `resources.orders.fields.${name}`;

/**
 * The order's money: the price and its deposits as stored, and the split of what the order kept
 * after refunds (orderSettlement, as the CSV, the dashboards and the wallet compute it), with
 * whether the figures add up: the stored fields, the split shown, and, for roles that may read the
 * wallet, the order's recorded movements (checkOrderMoney).
 */
export function OrderMoneyCard() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const ledger = useOrderLedger(order);
  if (!order) return null;
  const issues = checkOrderMoney(order, ledger).length;
  const split = orderSettlement(order);
  const refunded = order.refundedAmount > 0;
  const check = (
    <Chip
      size="small"
      color={issues ? 'error' : 'success'}
      variant="outlined"
      label={issues ? translate('app.money.orders.inconsistent', { smart_count: issues }) : translate('app.money.orders.consistent')}
    />
  );
  return (
    <DetailCard title="app.money.orders.money" action={check}>
      <DetailRow label={f('totalPrice')} strong>
        {formatMoney(order.totalPrice)}
      </DetailRow>
      <DetailRow label={f('pricePerInfluencer')}>
        {translate('app.money.orders.price_times_count', { price: formatMoney(order.pricePerInfluencer), count: order.influencerCount })}
      </DetailRow>
      <DetailRow label={f('commissionRate')}>{translate('app.money.percent', { rate: order.commissionRate })}</DetailRow>
      {refunded ? (
        <>
          <DetailRow label={f('refundedAmount')}>{formatMoney(order.refundedAmount)}</DetailRow>
          <DetailRow label="app.money.orders.kept">{formatMoney(split.kept)}</DetailRow>
        </>
      ) : null}
      <DetailRow label={f('commission')}>{formatMoney(split.commission)}</DetailRow>
      <DetailRow label={f('userEarnings')}>{formatMoney(split.earnings)}</DetailRow>
      <DetailRow label={f('initialDeposit')}>{formatMoney(order.initialDeposit)}</DetailRow>
      <DetailRow label={f('additionalDeposits')}>
        {order.additionalDeposits.length === 0
          ? translate('app.money.orders.no_additional_deposits')
          : order.additionalDeposits.map((d) => (
              <Box component="span" key={d.date} sx={{ display: 'block' }}>
                {formatMoney(d.amount)} · <DateField record={d} source="date" />
              </Box>
            ))}
      </DetailRow>
      <DetailRow label={f('escrowBalance')} strong>
        {formatMoney(order.escrowBalance)}
      </DetailRow>
      <DetailRow label={f('remainingBalance')}>{formatMoney(order.remainingBalance)}</DetailRow>
      {refunded ? null : <DetailRow label={f('refundedAmount')}>{formatMoney(order.refundedAmount)}</DetailRow>}
      <DetailRow label={f('cardProviderFee')}>{formatMoney(order.cardProviderFee)}</DetailRow>
      <DetailRow label={refunded ? 'app.money.orders.paid_to_you_net' : f('paidToYou')}>{formatMoney(split.netReceived)}</DetailRow>
    </DetailCard>
  );
}
