import { ChangePasswordDialog } from '../../account/ChangePasswordDialog';
import { ChangeEmailDialog } from '../../account/ChangeEmailDialog';
import { EditPhotoDialog } from '../../account/EditPhotoDialog';
import { LogoutDialog } from '../../account/LogoutDialog';
import { HelpCenterDialog } from '../../helpCenter/HelpCenterDialog';

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
