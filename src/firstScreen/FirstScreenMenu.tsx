import { MemoryRouter } from 'react-router-dom';
import { SIDEBAR_WIDTH } from '../domain/constants';
import { hasPermission } from '../domain/permissions';
import { NavMenu } from '../shell/menu/NavMenu';
import { groupIdOfPath } from '../shell/menu/navPaths';
import type { AdminData } from '../providers/session';
import { TranslateProvider, type Translate } from '../publicPages/translateContext';

const ignore = () => undefined;

/** The shell's own menu (NavMenu) as the admin app will draw it on `path`, for the first screen's sidebar. */
export function FirstScreenMenu({
  path,
  admin,
  translate,
  sidebarWidth,
}: {
  path: string;
  admin: AdminData;
  translate: Translate;
  sidebarWidth: number;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <TranslateProvider value={translate}>
        <NavMenu
          can={(permission) => hasPermission(admin, permission)}
          pathname={path}
          openGroupId={groupIdOfPath(path)}
          onToggle={ignore}
          narrow={sidebarWidth !== SIDEBAR_WIDTH}
          onNavigate={ignore}
        />
      </TranslateProvider>
    </MemoryRouter>
  );
}
