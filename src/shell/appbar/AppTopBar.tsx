import { useSyncExternalStore } from 'react';
import { TitlePortal } from 'react-admin';
import { firstScreenTitle, subscribeFirstScreen } from '../firstScreenHandoff';
import { RefreshButton } from './RefreshButton';
import { SidebarToggleButton } from './SidebarToggleButton';
import { TopBarSearch } from './TopBarSearch';
import { AccountMenu } from './AccountMenu';
import { AppBrand } from './AppBrand';
import './topBar.css';

const noTitle = () => null;

/**
 * The shell's top bar: sidebar toggle, page title, shared search, account. Plain elements with
 * static CSS (topBar.css); the title portal is react-admin's own.
 */
export function AppTopBar() {
  // While a first screen (src/firstScreen) still covers the content, its title stays in the
  // portal until the page's own is drawn there (topBar.css hides it then): nothing blinks or moves.
  const carriedTitle = useSyncExternalStore(subscribeFirstScreen, firstScreenTitle, noTitle);
  return (
    <header className="app-topbar">
      <div className="app-topbar-row">
        <SidebarToggleButton />
        <div className="app-topbar-brand">
          <AppBrand />
        </div>
        <div className="app-topbar-title">
          <TitlePortal>{carriedTitle ? <span className="app-topbar-carried-title">{carriedTitle}</span> : null}</TitlePortal>
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
