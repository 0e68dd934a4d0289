import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data';
import type { WalletSummary } from '../../domain/statistics';

/** GET /api/wallet/summary: the platform's money, computed by the server from orders and the ledger. */
export function useWalletSummary() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({ queryKey: ['wallet', 'summary'], queryFn: () => dataProvider.request<WalletSummary>('wallet/summary') });
}
