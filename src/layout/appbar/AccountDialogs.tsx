import { ChangePasswordDialog } from '../../auth/account/ChangePasswordDialog';
import { ChangeEmailDialog } from '../../auth/account/ChangeEmailDialog';
import { EditPhotoDialog } from '../../auth/account/EditPhotoDialog';
import { LogoutDialog } from '../../auth/account/LogoutDialog';
import { HelpCenterDialog } from '../help/HelpCenterDialog';

export type AccountDialog = 'photo' | 'password' | 'email' | 'help' | 'logout';

/** The modals the account menu opens; at most one is open. */
export function AccountDialogs({ open, onClose }: { open: AccountDialog | null; onClose: () => void }) {
  return (
    <>
      <EditPhotoDialog open={open === 'photo'} onClose={onClose} />
      <ChangePasswordDialog open={open === 'password'} onClose={onClose} />
      <ChangeEmailDialog open={open === 'email'} onClose={onClose} />
      <HelpCenterDialog open={open === 'help'} onClose={onClose} />
      <LogoutDialog open={open === 'logout'} onClose={onClose} />
    </>
  );
}
