import type { Permission } from '../../domain/permissions';
import { usePublicTranslate } from '../../publicPages/translateContext';
import { visibleNav, isCurrentEntry } from './navPaths';
import { MenuGroup } from './MenuGroup';
import { MenuEntryLink } from './MenuEntryLink';
import { CmsMenuLink } from './CmsMenuLink';

export interface NavMenuProps {
  can: (permission: Permission) => boolean;
  pathname: string;
  openGroupId: string | null;
  onToggle: (groupId: string) => void;
  narrow: boolean;
  onNavigate: () => void;
}

/**
 * The sidebar's menu, generated from the navigation table (src/domain/navigation.ts) in its
 * order: plain elements (menu.css) and no react-admin, so the first screen draws it too.
 * AppMenu gives it the admin's permissions, the route and the open group.
 */
export function NavMenu({ can, pathname, openGroupId, onToggle, narrow, onNavigate }: NavMenuProps) {
  const translate = usePublicTranslate();
  const { groups, singles } = visibleNav(can);
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
              onToggle={() => onToggle(group.id)}
              narrow={narrow}
              pathname={pathname}
              onNavigate={onNavigate}
            />
          ),
        )}
      </ul>
      {singles.length > 0 ? <hr className="app-nav-divider" /> : null}
      <ul className="app-nav-list">
        {singles.map((entry) => (
          <MenuEntryLink
            key={entry.path}
            entry={entry}
            icon={entry.icon}
            current={isCurrentEntry(pathname, entry)}
            narrow={narrow}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}
