import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../../common/CommandButton';
import { userName } from '../userName';

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
      messageArgs={{ name: userName(record) }}
      startIcon={<BlockOutlined />}
    />
  );
}
