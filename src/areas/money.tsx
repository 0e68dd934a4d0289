import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Loading, type ResourceProps } from 'react-admin';
import { allShellEntries, ORDER_STATUS_ROUTES, SERVICE_DASHBOARDS } from '../domain/navigation';
import { RequirePermission } from '../layout/RequirePermission';
import orders from '../resources/orders';
import commissionRates from '../resources/commission-rates';
import walletTransactions from '../resources/wallet-transactions';
import referrals from '../resources/referrals';
import { OrderList } from '../resources/orders/OrderList';
import { CommissionsPage } from '../resources/commission-rates/CommissionsPage';
import { WalletPage } from '../resources/wallet-transactions/WalletPage';
import { ReferralList } from '../resources/referrals/ReferralList';

/** The dashboards (and, inside them, recharts) are separate chunks: the entry bundle stays light. */
const DashboardPage = lazy(() => import('../dashboards/DashboardPage'));

/**
 * This area's react-admin resources (by collection name) and its spec routes
 * (views of a resource with a fixed filter, pages), each wrapped in RequirePermission.
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  orders,
  'commission-rates': commissionRates,
  'wallet-transactions': walletTransactions,
  referrals,
};

/** The permission navigation.ts gives a route: one table for the menu, the guard and the server. */
function guarded(path: string, element: ReactNode): ReactElement {
  const entry = allShellEntries().find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not a route of navigation.ts`);
  return <Route key={path} path={path} element={<RequirePermission permission={entry.permission}>{element}</RequirePermission>} />;
}

const dashboard = (serviceType: (typeof SERVICE_DASHBOARDS)[number]['serviceType'] | null) => (
  <Suspense fallback={<Loading />}>
    {/* key: switching between dashboards starts each from its own state */}
    <DashboardPage key={serviceType ?? 'all'} serviceType={serviceType} />
  </Suspense>
);

export const routes: ReactElement[] = [
  guarded('/dashboard', dashboard(null)),
  ...SERVICE_DASHBOARDS.map((d) => guarded(d.path, dashboard(d.serviceType))),
  ...ORDER_STATUS_ROUTES.map((r) => guarded(r.path, <OrderList key={r.status} status={r.status} />)),
  guarded('/commissions', <CommissionsPage />),
  guarded('/my-wallet', <WalletPage />),
  guarded('/referralData', <ReferralList />),
];
