import { useLocation } from 'react-router-dom';
import { useAdminPermissions } from '../permissions/useAdminPermissions';
import { useOpenGroup } from './useOpenGroup';
import { useMobileDrawer } from './MobileDrawerContext';
import { useSidebarForm } from './useSidebarForm';
import { NavMenu } from './NavMenu';

/** The sidebar's menu for the signed-in admin, on the current route (NavMenu draws it). */
export function AppMenu() {
  const { pathname } = useLocation();
  const { isPending, can } = useAdminPermissions();
  const { openGroupId, toggle } = useOpenGroup(pathname);
  const { setOpen: setDrawerOpen } = useMobileDrawer();
  const narrow = useSidebarForm() === 'narrow';
  // Nothing is shown before the permissions are known, so a forbidden entry never flashes.
  if (isPending) return null;
  return (
    <NavMenu
      can={can}
      pathname={pathname}
      openGroupId={openGroupId}
      onToggle={toggle}
      narrow={narrow}
      onNavigate={() => setDrawerOpen(false)}
    />
  );
}
