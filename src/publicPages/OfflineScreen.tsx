import { MESSAGES } from '../domain/messages';
import { Icon } from './icons';
import { usePublicTranslate } from './translateContext';
import './public.css';

export interface OfflineScreenProps {
  /** Shows a "Try again" button that checks the connection now. */
  onRetry?: () => void;
  /** The check is running: the button waits. */
  checking?: boolean;
}

/**
 * "No Internet Connection", full viewport and centred (specification section 2). Presentational:
 * the shell's offline overlay, the sign-in pages' overlay and the public /nointernet page draw it.
 */
export function OfflineScreen({ onRetry, checking = false }: OfflineScreenProps) {
  const translate = usePublicTranslate();
  return (
    <div className="app-offline">
      <Icon name="wifiOff" className="app-offline-icon" />
      <h1 className="app-offline-title" id="offline-title">
        {translate(MESSAGES.offlineTitle)}
      </h1>
      <p className="app-offline-text" id="offline-text">
        {translate(MESSAGES.offlineText)}
      </p>
      {onRetry ? (
        <button type="button" className="app-button is-outlined" onClick={onRetry} disabled={checking}>
          {translate('app.shell.offline_retry')}
        </button>
      ) : null}
    </div>
  );
}
