import type { ReactNode } from 'react';
import { ShellFrame } from './ShellFrame';
import { MobileDrawerProvider } from './menu/MobileDrawerContext';
import { LocaleFormatDefaults } from '../providers/LocaleFormatDefaults';
import { GlobalErrorToasts } from './errors/GlobalErrorToasts';
import { OfflineOverlay } from './offline/OfflineOverlay';
import { ProgressNames } from './ProgressNames';
import { DocumentTitle } from './DocumentTitle';
import { PlainComponentsBridge } from './PlainComponentsBridge';
import { BulkResultSlot } from '../resources/common/bulk/BulkResultSlot';

/**
 * The shell around every signed-in screen (Admin's `layout`): the frame with our top bar, sidebar
 * and menu and the page inside an error boundary (ShellFrame); global error toasts; the offline overlay;
 * every progress indicator named; the browser tab titled after the screen; a bulk command's
 * results, kept until closed even when the list that ran it empties.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PlainComponentsBridge>
      <ProgressNames>
        <MobileDrawerProvider>
          <ShellFrame>
            <LocaleFormatDefaults>{children}</LocaleFormatDefaults>
          </ShellFrame>
          <GlobalErrorToasts />
          <OfflineOverlay />
          <DocumentTitle />
          <BulkResultSlot />
        </MobileDrawerProvider>
      </ProgressNames>
    </PlainComponentsBridge>
  );
}
