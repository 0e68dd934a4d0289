import { CommandButton } from '../common/CommandButton';
import { ROW_BUTTON_SX } from '../common/rowButtons';

const MESSAGES = {
  label: 'app.money.referrals.deactivate',
  short: 'app.money.referrals.deactivate_short',
  done: 'app.messages.referral_link_deactivated',
};

/**
 * Deactivate referral link: pauses an active link (it can still be cancelled). Not destructive,
 * so no confirmation; the toast is the specification's 'Referral Link Deactivated'.
 */
export function DeactivateReferralButton() {
  return (
    <CommandButton
      resource="referrals"
      action="deactivate"
      messages={MESSAGES}
      variant="outlineDark"
      sx={ROW_BUTTON_SX}
      hideWhenUnavailable
    />
  );
}
