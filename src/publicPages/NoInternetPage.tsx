import { useNavigate } from 'react-router-dom';
import { OfflineScreen } from './OfflineScreen';

/**
 * /nointernet: 'No Internet Connection' full viewport and centred, the same screen the shell's
 * offline overlay draws. "Try again" goes back into the app: the root opens the admin's home,
 * or the sign-in page when there is no session.
 */
export function NoInternetPage() {
  const navigate = useNavigate();
  return (
    <main>
      <OfflineScreen onRetry={() => navigate('/')} />
    </main>
  );
}
