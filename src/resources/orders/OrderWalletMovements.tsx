import { ReferenceManyField, useTranslate } from 'react-admin';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { DetailCard } from './DetailCard';
import { ListTable } from '../common/list/ListTable';
import { MoneyField } from '../common/MoneyField';
import { WalletKindField } from '../common/money/WalletKindField';

/** The order's movements in the platform's wallet (deposits, escrow, fee, refund, payout, commission). */
export function OrderWalletMovements() {
  const { can } = useAdminPermissions();
  const translate = useTranslate();
  if (!can('wallet.view')) return null;
  return (
    <DetailCard title="app.money.orders.wallet_movements">
      <ReferenceManyField reference="wallet-transactions" target="orderId" sort={{ field: 'at', order: 'ASC' }} perPage={50}>
        <ListTable
          aria-label={translate('app.money.orders.wallet_movements')}
          empty={<></>}
          columns={[
            { source: 'at', cell: 'dateTime' },
            { source: 'kind', cell: <WalletKindField source="kind" /> },
            { source: 'amount', cell: <MoneyField source="amount" />, align: 'right' },
            { source: 'note' },
          ]}
        />
      </ReferenceManyField>
    </DetailCard>
  );
}
