import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { ORDER_STATUS_ROUTES, SERVICE_DASHBOARDS } from '../domain/navigation';
import orders from '../resources/orders';
import commissionRates from '../resources/commission-rates';
import walletTransactions from '../resources/wallet-transactions';
import referrals from '../resources/referrals';
import { guardedRoute } from '../routes/guardedRoute';
import { lazyPage } from '../shell/lazyPage';

/** The dashboards (and, inside them, uPlot) are their own chunks, like every page. */
const DashboardPage = lazyPage(
  () => import('../dashboards/DashboardPage'),
  (m) => m.default,
);
const OrderList = lazyPage(
  () => import('../resources/orders/OrderList'),
  (m) => m.OrderList,
);
const CommissionsPage = lazyPage(
  () => import('../resources/commission-rates/CommissionsPage'),
  (m) => m.CommissionsPage,
);
const WalletPage = lazyPage(
  () => import('../resources/wallet-transactions/WalletPage'),
  (m) => m.WalletPage,
);
const ReferralList = lazyPage(
  () => import('../resources/referrals/ReferralList'),
  (m) => m.ReferralList,
);

/**
 * This area's react-admin resources (by collection name) and its spec routes
 * (views of a resource with a fixed filter, pages), each guarded by its permission.
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  orders,
  'commission-rates': commissionRates,
  'wallet-transactions': walletTransactions,
  referrals,
};

export const routes: ReactElement[] = [
  // key: switching between dashboards starts each from its own state
  guardedRoute('/dashboard', <DashboardPage key="all" serviceType={null} />),
  ...SERVICE_DASHBOARDS.map((d) => guardedRoute(d.path, <DashboardPage key={d.serviceType} serviceType={d.serviceType} />)),
  ...ORDER_STATUS_ROUTES.map((r) => guardedRoute(r.path, <OrderList key={r.status} status={r.status} />)),
  guardedRoute('/commissions', <CommissionsPage />),
  guardedRoute('/my-wallet', <WalletPage />),
  guardedRoute('/referralData', <ReferralList />),
];
