import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAdminPermissions } from '../permissions/useAdminPermissions';
import { visibleNav, isCurrentEntry } from './navPaths';
import { useOpenGroup } from './useOpenGroup';
import { useMobileDrawer } from './MobileDrawerContext';
import { useSidebarForm } from './useSidebarForm';
import { MenuGroup } from './MenuGroup';
import { MenuEntryLink } from './MenuEntryLink';
import { CmsMenuLink } from './CmsMenuLink';

/** The sidebar, generated from the navigation table (src/domain/navigation.ts) in its order; plain elements (menu.css). */
export function AppMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { isPending, can } = useAdminPermissions();
  const { openGroupId, toggle } = useOpenGroup(pathname);
  const { setOpen: setDrawerOpen } = useMobileDrawer();
  const narrow = useSidebarForm() === 'narrow';
  // Nothing is shown before the permissions are known, so a forbidden entry never flashes.
  if (isPending) return null;
  const { groups, singles } = visibleNav(can);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <nav aria-label={translate('app.shell.sidebar_label')}>
      <ul className="app-nav-list">
        {groups.map((group) =>
          group.external === 'cms' ? (
            <CmsMenuLink key={group.id} group={group} narrow={narrow} />
          ) : (
            <MenuGroup
              key={group.id}
              group={group}
              expanded={openGroupId === group.id}
              onToggle={() => toggle(group.id)}
              narrow={narrow}
              pathname={pathname}
              onNavigate={closeDrawer}
            />
          ),
        )}
      </ul>
      {singles.length > 0 ? <hr className="app-nav-divider" /> : null}
      <ul className="app-nav-list">
        {singles.map((entry) => (
          <MenuEntryLink key={entry.path} entry={entry} icon={entry.icon} current={isCurrentEntry(pathname, entry)} narrow={narrow} onNavigate={closeDrawer} />
        ))}
      </ul>
    </nav>
  );
}
