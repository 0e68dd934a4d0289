import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';
import { ROW_BUTTON_SX } from '../common/rowButtons';

const MESSAGES = {
  label: 'app.money.referrals.cancel',
  short: 'app.money.referrals.cancel_short',
  title: 'app.money.referrals.cancel_title',
  content: 'app.money.referrals.cancel_content',
  cancel: 'app.money.referrals.keep',
  done: 'app.money.referrals.cancelled',
};

/** Cancel a referral for good (confirmed): the referrer earns nothing more from it. */
export function CancelReferralButton() {
  const record = useRecordContext();
  return (
    <CommandButton
      resource="referrals"
      action="cancel"
      messages={MESSAGES}
      messageArgs={{ code: String(record?.code ?? '') }}
      variant="outlineRed"
      sx={ROW_BUTTON_SX}
      hideWhenUnavailable
    />
  );
}
