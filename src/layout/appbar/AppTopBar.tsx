import { TitlePortal } from 'react-admin';
import { RefreshButton } from './RefreshButton';
import { SidebarToggleButton } from './SidebarToggleButton';
import { TopBarSearch } from './TopBarSearch';
import { AccountMenu } from './AccountMenu';
import { AppBrand } from './AppBrand';
import './topBar.css';

/**
 * The shell's top bar: sidebar toggle, page title, shared search, account. Plain elements with
 * static CSS (topBar.css); the title portal is react-admin's own.
 */
export function AppTopBar() {
  return (
    <header className="app-topbar">
      <div className="app-topbar-row">
        <SidebarToggleButton />
        <div className="app-topbar-brand">
          <AppBrand />
        </div>
        <div className="app-topbar-title">
          <TitlePortal />
        </div>
        <div className="app-topbar-search">
          <TopBarSearch />
        </div>
        <RefreshButton />
        <AccountMenu />
      </div>
    </header>
  );
}
