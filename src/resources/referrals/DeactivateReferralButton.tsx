import { useTranslate } from 'react-admin';
import { AppButton } from '../../layout/buttons/AppButton';
import { useCommandMutation } from '../common/useCommandMutation';
import { useCommandAccess } from '../orders/useCommandAccess';
import { ROW_BUTTON_SX, stopRowClick } from '../commission-rates/stopRowClick';

/**
 * Deactivate referral link: pauses an active link (it can still be cancelled). Not destructive,
 * so no confirmation; the toast is the specification's 'Referral Link Deactivated'.
 */
export function DeactivateReferralButton() {
  const translate = useTranslate();
  const { allowed, record } = useCommandAccess('referrals', 'deactivate');
  const deactivate = useCommandMutation('referrals', 'deactivate', { doneKey: 'app.messages.referral_link_deactivated' });
  if (!allowed || !record) return null;
  return (
    <AppButton
      variant="outlineDark"
      size="small"
      sx={ROW_BUTTON_SX}
      disabled={deactivate.isPending}
      aria-label={translate('app.money.referrals.deactivate')}
      onClick={(e) => {
        stopRowClick(e);
        deactivate.mutate({ id: record.id, payload: { version: record.version } });
      }}
    >
      {translate('app.money.referrals.deactivate_short')}
    </AppButton>
  );
}
