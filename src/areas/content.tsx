import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Loading, type ResourceProps } from 'react-admin';
import { SINGLE_ENTRIES } from '../domain/navigation';
import { RequirePermission } from '../layout/RequirePermission';
import supportTickets from '../resources/support-tickets';
import quickads from '../resources/quickads';
import quickadApplicants from '../resources/quickad-applicants';
import media from '../resources/media';
import { SupportTicketList } from '../resources/support-tickets/SupportTicketList';
import { MyQuickadList } from '../resources/quickads/MyQuickadList';
import { UserQuickadList } from '../resources/quickads/UserQuickadList';
import { MediaList } from '../resources/media/MediaList';
import { LazyGlobePage } from '../globe';

/**
 * Content: Customer Service, the platform's and users' quick ads, users' media and the globe.
 * The lists are spec routes over the resources; show, edit and create pages stay at the
 * resources' own paths (/support-tickets/:id/show, /quickads/create, ...).
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  'support-tickets': supportTickets,
  quickads,
  'quickad-applicants': quickadApplicants,
  media,
};

/** Each route is guarded by the permission the sidebar table gives it. */
function guarded(path: string, element: ReactNode): ReactElement {
  const entry = SINGLE_ENTRIES.find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not a sidebar entry`);
  return <Route key={path} path={path} element={<RequirePermission permission={entry.permission}>{element}</RequirePermission>} />;
}

export const routes: ReactElement[] = [
  guarded('/customerService', <SupportTicketList />),
  guarded('/my-quickads', <MyQuickadList />),
  guarded('/user-quickads', <UserQuickadList />),
  guarded('/user-media', <MediaList />),
  guarded(
    '/globe',
    <Suspense fallback={<Loading />}>
      <LazyGlobePage />
    </Suspense>,
  ),
];
