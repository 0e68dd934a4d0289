import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../../common/CommandButton';
import { fullName } from '../../../domain/people';

/** Suspend (users/suspend): asks for the reason kept on the suspension. */
export function SuspendUserButton() {
  const record = useRecordContext();
  return (
    <CommandButton
      resource="users"
      action="suspend"
      messages="app.manageUsers.commands.suspend_user"
      variant="error"
      input={{ field: 'reason', required: true }}
      messageArgs={{ name: fullName(record) }}
      startIcon={<BlockOutlined />}
    />
  );
}
