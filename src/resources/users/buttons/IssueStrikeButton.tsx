import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import { useRecordContext } from 'react-admin';
import { STRIKE_LIFETIME_DAYS, STRIKES_TO_SUSPEND } from '../../../domain/constants';
import { CommandButton } from '../shared/CommandButton';
import { userName } from '../userName';

/** Issue a strike (users/issue_strike): asks for the reason the user will see. */
export function IssueStrikeButton() {
  const record = useRecordContext();
  return (
    <CommandButton
      resource="users"
      action="issue_strike"
      commandKey="issue_strike"
      variant="outlineRed"
      input={{ field: 'reason', required: true }}
      messageArgs={{ name: userName(record), active: record?.activeStrikes ?? 0, limit: STRIKES_TO_SUSPEND, days: STRIKE_LIFETIME_DAYS }}
      startIcon={<ReportGmailerrorredOutlined />}
    />
  );
}
