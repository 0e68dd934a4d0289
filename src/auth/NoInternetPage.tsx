import { useRedirect } from 'react-admin';
import { OfflineScreen } from '../layout/offline/OfflineScreen';
import { useRefreshAuthState } from './useRefreshAuthState';

/**
 * /nointernet: 'No Internet Connection' full viewport and centred, the same screen the shell's
 * offline overlay draws. "Try again" goes back into the app once react-admin has re-checked the
 * session (it may have been opened, or ended, while this screen showed).
 */
export function NoInternetPage() {
  const redirect = useRedirect();
  const refreshAuthState = useRefreshAuthState();
  const retry = async () => {
    await refreshAuthState();
    redirect('/');
  };
  return (
    <main>
      <OfflineScreen onRetry={() => void retry()} />
    </main>
  );
}
