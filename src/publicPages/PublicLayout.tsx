import type { ReactNode } from 'react';
import { usePublicTranslate } from './translateContext';
import { useNetworkStatus } from './useNetworkStatus';
import { OfflineCover } from './OfflineCover';

export interface PublicLayoutProps {
  /** Catalogue key of the card's heading. */
  title: string;
  /** Catalogue key (or already translated text) under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The public screens' frame: the product name above one centred card, in the palette of the
 * scheme public/boot.js chose. Losing the network covers it with the offline screen; the card
 * stays mounted underneath (inert), so what was typed is there again when the cover lifts.
 */
export function PublicLayout({ title, subtitle, children }: PublicLayoutProps) {
  const translate = usePublicTranslate();
  const { offline, checking, retry } = useNetworkStatus();
  return (
    <>
      <main className="app-public" inert={offline}>
        <div className="app-public-column">
          <p className="app-product-name">{translate('app.name')}</p>
          <div className="app-card">
            <div className="app-card-head">
              <h1 className="app-card-title">{translate(title)}</h1>
              {subtitle && <p className="app-body2 app-secondary">{typeof subtitle === 'string' ? translate(subtitle) : subtitle}</p>}
            </div>
            {children}
          </div>
        </div>
      </main>
      {offline && <OfflineCover checking={checking} onRetry={retry} />}
    </>
  );
}
