import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../../common/CommandButton';
import { fullName } from '../../../domain/people';

/** Verify user (users/verify): no request behind it, the identity was checked another way. */
export function VerifyUserButton() {
  const record = useRecordContext();
  return (
    <CommandButton
      resource="users"
      action="verify"
      messages="app.manageUsers.commands.verify_user"
      variant="outlineBlue"
      messageArgs={{ name: fullName(record) }}
      startIcon={<VerifiedOutlined />}
      confirm
    />
  );
}
