import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { allShellEntries } from '../domain/navigation';
import type { Permission } from '../domain/permissions';
import { RequirePermission } from '../layout/RequirePermission';
import errorReports from '../resources/error-reports';
import { ErrorReportList } from '../resources/error-reports/ErrorReportList';
import flaggedChats from '../resources/flagged-chats';
import restrictedWords from '../resources/restricted-words';
import { ThreatLibraryPage } from '../resources/restricted-words/ThreatLibraryPage';
import userRequests from '../resources/user-requests';

/**
 * Manage Users, second half (trust and safety): Flagged Chats and User Requests are their
 * resources' own lists (/flagged-chats, /user-requests); Threat Library and Errors Reported are
 * spec routes showing the restricted-words and error-reports lists.
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  'flagged-chats': flaggedChats,
  'restricted-words': restrictedWords,
  'user-requests': userRequests,
  'error-reports': errorReports,
};

function routePermission(path: string): Permission {
  const entry = allShellEntries().find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not a route of navigation.ts`);
  return entry.permission;
}

const view = (path: string, element: ReactElement) => (
  <Route key={path} path={path} element={<RequirePermission permission={routePermission(path)}>{element}</RequirePermission>} />
);

export const routes: ReactElement[] = [view('/threat-library', <ThreatLibraryPage />), view('/errors-reported', <ErrorReportList />)];
