import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { AppButton } from '../../layout/buttons/AppButton';
import { useCommandMutation } from '../common/useCommandMutation';
import { useCommandAccess } from '../orders/useCommandAccess';
import { ROW_BUTTON_SX, stopRowClick } from '../commission-rates/stopRowClick';

/** Cancel a referral for good (confirmed): the referrer earns nothing more from it. */
export function CancelReferralButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { allowed, record } = useCommandAccess('referrals', 'cancel');
  const cancel = useCommandMutation('referrals', 'cancel', { doneKey: 'app.money.referrals.cancelled', onSuccess: () => setOpen(false) });
  if (!allowed || !record) return null;
  return (
    <span onClick={stopRowClick}>
      <AppButton variant="outlineRed" size="small" sx={ROW_BUTTON_SX} onClick={() => setOpen(true)} aria-label={translate('app.money.referrals.cancel')}>
        {translate('app.money.referrals.cancel_short')}
      </AppButton>
      <Confirm
        isOpen={open}
        loading={cancel.isPending}
        title="app.money.referrals.cancel_title"
        content="app.money.referrals.cancel_content"
        contentTranslateOptions={{ code: String(record.code) }}
        confirm="app.money.referrals.cancel"
        cancel="app.money.referrals.keep"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() => cancel.mutate({ id: record.id, payload: { version: record.version } })}
      />
    </span>
  );
}
