import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import users from '../resources/users';
import verificationRequests from '../resources/verification-requests';
import reports from '../resources/reports';
import suspensions from '../resources/suspensions';
import strikes from '../resources/strikes';
import { guardedRoute } from '../routes/guardedRoute';
import { lazyPage } from '../shell/lazyPage';

const VerificationRequestList = lazyPage(
  () => import('../resources/verification-requests/VerificationRequestList'),
  (m) => m.VerificationRequestList,
);
const ReportList = lazyPage(
  () => import('../resources/reports/ReportList'),
  (m) => m.ReportList,
);
const SuspensionList = lazyPage(
  () => import('../resources/suspensions/SuspensionList'),
  (m) => m.SuspensionList,
);
const StrikeList = lazyPage(
  () => import('../resources/strikes/StrikeList'),
  (m) => m.StrikeList,
);

/**
 * Manage Users, first half (trust and safety): users and their verification, reports,
 * suspensions and strikes. /users is the users resource's own list; the other spec routes are
 * lists of their resource, each guarded by the permission navigation.ts gives the route.
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  users,
  'verification-requests': verificationRequests,
  reports,
  suspensions,
  strikes,
};

export const routes: ReactElement[] = [
  guardedRoute('/user-verification', <VerificationRequestList />),
  guardedRoute('/reported-users', <ReportList />),
  guardedRoute('/suspended', <SuspensionList />),
  guardedRoute('/strikes', <StrikeList />),
];
