import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { CommandButton } from '../shared/CommandButton';

/** Verify user (users/verify): no request behind it, the identity was checked another way. */
export const VerifyUserButton = () => (
  <CommandButton resource="users" action="verify" commandKey="verify_user" variant="outlineBlue" startIcon={<VerifiedOutlined />} confirm />
);
