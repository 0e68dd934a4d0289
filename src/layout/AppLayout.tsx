import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { TOP_BAR_HEIGHT } from './shellDimensions';
import { AppTopBar } from './appbar/AppTopBar';
import { AppSidebar } from './menu/AppSidebar';
import { AppMenu } from './menu/AppMenu';
import { MobileDrawerProvider } from './menu/MobileDrawerContext';
import { ShellErrorBoundary } from './errors/ShellErrorBoundary';
import { LocaleFormatDefaults } from '../providers/LocaleFormatDefaults';
import { GlobalErrorToasts } from './errors/GlobalErrorToasts';
import { OfflineOverlay } from './offline/OfflineOverlay';
import { ProgressNames } from './ProgressNames';
import { DocumentTitle } from './DocumentTitle';
import { PlainComponentsBridge } from './PlainComponentsBridge';

/**
 * The shell around every signed-in screen (Admin's `layout`): react-admin's Layout with our top
 * bar, sidebar and menu; the page inside an error boundary; global error toasts; the offline overlay;
 * every progress indicator named; the browser tab titled after the screen.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PlainComponentsBridge>
      <ProgressNames>
        <MobileDrawerProvider>
          <Layout
            appBar={AppTopBar}
            sidebar={AppSidebar}
            menu={AppMenu}
            appBarAlwaysOn
            sx={{
              '& .RaLayout-appFrame': { marginTop: `${TOP_BAR_HEIGHT}px` },
              '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, py: 2, minWidth: 0 },
            }}
          >
            <ShellErrorBoundary>
              <LocaleFormatDefaults>{children}</LocaleFormatDefaults>
            </ShellErrorBoundary>
          </Layout>
          <GlobalErrorToasts />
          <OfflineOverlay />
          <DocumentTitle />
        </MobileDrawerProvider>
      </ProgressNames>
    </PlainComponentsBridge>
  );
}
