import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import { useRecordContext } from 'react-admin';
import { STRIKE_LIFETIME_DAYS, STRIKES_TO_SUSPEND } from '../../../domain/constants';
import { CommandButton } from '../../common/CommandButton';
import { fullName } from '../../../domain/people';

/**
 * Issue a strike (users/issue_strike): asks for the reason the user will see; when the strike
 * reaches the limit and the server suspends the account, the toast says so.
 */
export function IssueStrikeButton() {
  const record = useRecordContext();
  const active = Number(record?.activeStrikes ?? 0);
  // smart_count picks "1 active strike" or "2 active strikes".
  const args = { name: fullName(record), active, smart_count: active, limit: STRIKES_TO_SUSPEND, days: STRIKE_LIFETIME_DAYS };
  return (
    <CommandButton
      resource="users"
      action="issue_strike"
      messages="app.manageUsers.commands.issue_strike"
      variant="outlineRed"
      input={{ field: 'reason', required: true }}
      messageArgs={args}
      doneMessage={(before, after) =>
        before.accountStatus !== 'suspended' && after.accountStatus === 'suspended'
          ? { key: 'app.manageUsers.commands.issue_strike.done_suspended', args }
          : null
      }
      startIcon={<ReportGmailerrorredOutlined />}
    />
  );
}
