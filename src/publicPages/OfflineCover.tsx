import { useEffect, useRef } from 'react';
import { OfflineScreen } from './OfflineScreen';

/**
 * The offline screen as a modal cover over whatever is underneath, which the caller makes inert
 * (so it is out of the Tab order and the accessibility tree) and keeps mounted: what was typed is
 * there again when the cover lifts. Takes the focus when it appears.
 */
export function OfflineCover({ checking, onRetry }: { checking: boolean; onRetry: () => void }) {
  const cover = useRef<HTMLDivElement>(null);
  useEffect(() => cover.current?.focus(), []);
  return (
    <div
      ref={cover}
      className="app-offline-cover"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
      tabIndex={-1}
      data-testid="offline-overlay"
    >
      <OfflineScreen onRetry={onRetry} checking={checking} />
    </div>
  );
}
