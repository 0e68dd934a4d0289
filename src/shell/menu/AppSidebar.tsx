import type { ReactNode } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../domain/constants';
import { lazyComponent } from '../lazyComponent';
import { useSidebarForm } from './useSidebarForm';
import '../shell.css';

const MobileSidebarDrawer = lazyComponent(() => import('./MobileSidebarDrawer').then((m) => m.MobileSidebarDrawer));

/**
 * The sidebar frame (react-admin Layout's `sidebar`): a permanent column of 270 or 90 px
 * below the top bar on large screens, a temporary drawer opened by the top bar's menu button below `md`.
 */
export function AppSidebar({ children }: { children: ReactNode }) {
  const form = useSidebarForm();

  if (form === 'drawer') return <MobileSidebarDrawer>{children}</MobileSidebarDrawer>;

  // The permanent column is plain elements with static CSS (shell.css): it is drawn on every
  // screen's first render, where MUI's Drawer resolved its styles at run time.
  const width = form === 'wide' ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <div className="app-sidebar-dock" style={{ width }}>
      <div className="app-sidebar" style={{ width }} data-testid="sidebar">
        {children}
      </div>
    </div>
  );
}
