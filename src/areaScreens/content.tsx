import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import supportTickets from '../resources/support-tickets';
import quickads from '../resources/quickads';
import quickadApplicants from '../resources/quickad-applicants';
import media from '../resources/media';
import { guardedRoute } from '../routes/guardedRoute';
import { lazyPage } from '../shell/lazyPage';

const SupportTicketList = lazyPage(
  () => import('../resources/support-tickets/SupportTicketList'),
  (m) => m.SupportTicketList,
);
const MyQuickadList = lazyPage(
  () => import('../resources/quickads/MyQuickadList'),
  (m) => m.MyQuickadList,
);
const UserQuickadList = lazyPage(
  () => import('../resources/quickads/UserQuickadList'),
  (m) => m.UserQuickadList,
);
const MediaList = lazyPage(
  () => import('../resources/media/MediaList'),
  (m) => m.MediaList,
);
/** The globe page and everything it draws with (d3-geo, the world atlas). */
const GlobePage = lazyPage(
  () => import('../globe/GlobePage'),
  (m) => m.default,
);

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

export const routes: ReactElement[] = [
  guardedRoute('/customerService', <SupportTicketList />),
  guardedRoute('/my-quickads', <MyQuickadList />),
  guardedRoute('/user-quickads', <UserQuickadList />),
  guardedRoute('/user-media', <MediaList />),
  guardedRoute('/globe', <GlobePage />),
];
