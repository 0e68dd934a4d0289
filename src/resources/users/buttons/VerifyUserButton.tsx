import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { CommandButton } from '../../common/CommandButton';

/** Verify user (users/verify): no request behind it, the identity was checked another way. */
export const VerifyUserButton = () => (
  <CommandButton
    resource="users"
    action="verify"
    messages="app.manageUsers.commands.verify_user"
    variant="outlineBlue"
    startIcon={<VerifiedOutlined />}
    confirm
  />
);
