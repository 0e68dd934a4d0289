import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import errorReports from '../resources/error-reports';
import flaggedChats from '../resources/flagged-chats';
import restrictedWords from '../resources/restricted-words';
import userRequests from '../resources/user-requests';
import { guardedRoute } from '../routes/guardedRoute';
import { lazyPage } from '../shell/lazyPage';

const ThreatLibraryPage = lazyPage(
  () => import('../resources/restricted-words/ThreatLibraryPage'),
  (m) => m.ThreatLibraryPage,
);
const ErrorReportList = lazyPage(
  () => import('../resources/error-reports/ErrorReportList'),
  (m) => m.ErrorReportList,
);

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

export const routes: ReactElement[] = [
  guardedRoute('/threat-library', <ThreatLibraryPage />),
  guardedRoute('/errors-reported', <ErrorReportList />),
];
