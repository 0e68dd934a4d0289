import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { allShellEntries } from '../domain/navigation';
import type { Permission } from '../domain/permissions';
import { RequirePermission } from '../layout/RequirePermission';
import users from '../resources/users';
import verificationRequests from '../resources/verification-requests';
import reports from '../resources/reports';
import suspensions from '../resources/suspensions';
import strikes from '../resources/strikes';
import { VerificationRequestList } from '../resources/verification-requests/VerificationRequestList';
import { ReportList } from '../resources/reports/ReportList';
import { SuspensionList } from '../resources/suspensions/SuspensionList';
import { StrikeList } from '../resources/strikes/StrikeList';

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

function routePermission(path: string): Permission {
  const entry = allShellEntries().find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not a route of navigation.ts`);
  return entry.permission;
}

const view = (path: string, element: ReactElement) => (
  <Route key={path} path={path} element={<RequirePermission permission={routePermission(path)}>{element}</RequirePermission>} />
);

export const routes: ReactElement[] = [
  view('/user-verification', <VerificationRequestList />),
  view('/reported-users', <ReportList />),
  view('/suspended', <SuspensionList />),
  view('/strikes', <StrikeList />),
];
