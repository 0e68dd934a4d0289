import { Navigate } from 'react-router-dom';
import { useHomeEntry } from '../shell/permissions/useHomeEntry';
import { NotAllowedPage } from '../shell/NotAllowedPage';
import { PageLoading } from '../shell/PageLoading';

/**
 * `/` is not a page of its own: an admin lands on the first screen the menu offers them, which is
 * the specification's home, /dashboard, for every role that may see it.
 */
export const RedirectToHome = () => {
  const { isPending, home } = useHomeEntry();
  if (isPending) return <PageLoading />;
  return home ? <Navigate to={home.path} replace /> : <NotAllowedPage />;
};
