import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { SidebarToggleButton } from './SidebarToggleButton';
import { TopBarSearch } from './TopBarSearch';
import { AccountMenu } from './AccountMenu';
import { AppBrand } from './AppBrand';
import './topBar.css';

/**
 * The shell's top bar: sidebar toggle, page title, shared search, account. Plain elements with
 * static CSS (topBar.css); the title and the loading indicator are react-admin's own.
 */
export function AppTopBar() {
  const translate = useTranslate();
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
        {/* The indicator passes unknown props to its progress: the name axe asks of every progressbar. */}
        <LoadingIndicator aria-label={translate('app.shell.loading')} />
        <AccountMenu />
      </div>
    </header>
  );
}
