import { useState } from 'react';
import { Alert, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { formatMoney } from '../../domain/money';
import { refundPlan, type RefundMode } from './refundPlan';

interface Props {
  order: Order;
  open: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: (payload: { refundAmount: number; reason?: string }) => void;
}

/**
 * Cancel as admin: a full or partial refund out of escrow, and what the rest becomes, computed
 * with the same arithmetic as the server before the admin confirms.
 */
export function CancelOrderDialog({ order, open, loading, onClose, onConfirm }: Props) {
  const translate = useTranslate();
  const [mode, setMode] = useState<RefundMode>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const plan = refundPlan(order, mode, amount);
  const showError = touched && plan.error !== null;

  const content = (
    <Stack spacing={2} sx={{ minWidth: { sm: 420 } }}>
      <Typography variant="body2">
        {translate('app.money.cancel.intro', { reference: order.reference, escrow: formatMoney(order.escrowBalance) })}
      </Typography>
      <RadioGroup
        value={mode}
        onChange={(e) => setMode(e.target.value as RefundMode)}
        aria-label={translate('app.money.cancel.refund_kind')}
      >
        <FormControlLabel
          value="full"
          control={<Radio />}
          label={translate('app.money.cancel.full', { amount: formatMoney(order.escrowBalance) })}
        />
        <FormControlLabel value="partial" control={<Radio />} label={translate('app.money.cancel.partial')} />
      </RadioGroup>
      {mode === 'partial' ? (
        <TextField
          label={translate('app.money.cancel.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => setTouched(true)}
          error={showError}
          helperText={
            showError
              ? translate(plan.error!, { escrow: formatMoney(order.escrowBalance) })
              : translate('app.money.cancel.amount_hint', { escrow: formatMoney(order.escrowBalance) })
          }
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-amount' } }}
          autoFocus
        />
      ) : null}
      <TextField
        label={translate('app.money.cancel.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {plan.refund !== null ? (
        <Alert severity="info" icon={false}>
          {translate('app.money.cancel.outcome', {
            refund: formatMoney(plan.refund),
            provider: formatMoney(plan.toProvider),
            platform: formatMoney(plan.toPlatform),
          })}
        </Alert>
      ) : null}
    </Stack>
  );

  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title="app.money.cancel.title"
      titleTranslateOptions={{ reference: order.reference }}
      content={content}
      confirm="app.money.cancel.confirm"
      cancel="app.money.cancel.keep"
      confirmColor="warning"
      onClose={onClose}
      onConfirm={() => {
        setTouched(true);
        if (plan.refund === null) return;
        onConfirm({ refundAmount: plan.refund, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      }}
    />
  );
}
