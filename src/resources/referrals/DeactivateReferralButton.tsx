import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';
import { ROW_BUTTON_SX } from '../common/rowButtons';

const MESSAGES = {
  label: 'app.money.referrals.deactivate',
  short: 'app.money.referrals.deactivate_short',
  title: 'app.money.referrals.deactivate_title',
  content: 'app.money.referrals.deactivate_content',
  done: 'app.messages.referral_link_deactivated',
};

/**
 * Deactivate referral link: stops an active link (it can still be cancelled). Confirmed first:
 * nothing reactivates a link. The toast is the specification's 'Referral Link Deactivated'.
 */
export function DeactivateReferralButton() {
  const record = useRecordContext();
  return (
    <CommandButton
      resource="referrals"
      action="deactivate"
      messages={MESSAGES}
      messageArgs={{ code: String(record?.code ?? '') }}
      confirm
      variant="outlineDark"
      sx={ROW_BUTTON_SX}
      hideWhenUnavailable
    />
  );
}
