import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { useSidebarState, useTranslate } from 'react-admin';
import { useMobileDrawer } from '../menu/MobileDrawerContext';
import { useSidebarForm } from '../menu/useSidebarForm';

/**
 * Large screens: switches the sidebar between its wide and narrow forms (remembered by
 * react-admin's store, key `sidebar.open`). Small screens: opens the drawer.
 */
export function SidebarToggleButton() {
  const translate = useTranslate();
  const form = useSidebarForm();
  const [wide, setWide] = useSidebarState();
  const drawer = useMobileDrawer();

  if (form === 'drawer') {
    return (
      <button
        type="button"
        className="app-icon-button app-icon-button--start"
        onClick={() => drawer.setOpen(true)}
        aria-label={translate('app.shell.menu_open')}
        aria-expanded={drawer.open}
      >
        <MenuIcon fontSize="inherit" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="app-icon-button app-icon-button--start"
      onClick={() => setWide(!wide)}
      aria-label={translate(wide ? 'app.shell.sidebar_collapse' : 'app.shell.sidebar_expand')}
      aria-expanded={wide}
    >
      {wide ? <MenuOpen fontSize="inherit" /> : <MenuIcon fontSize="inherit" />}
    </button>
  );
}
