import { Datagrid, DateField, ReferenceManyField, TextField } from 'react-admin';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { DetailCard } from './DetailCard';
import { MoneyField } from '../common/MoneyField';
import { WalletKindField } from '../common/money/WalletKindField';

/** The order's movements in the platform's wallet (deposits, escrow, fee, refund, payout, commission). */
export function OrderWalletMovements() {
  const { can } = useAdminPermissions();
  if (!can('wallet.view')) return null;
  return (
    <DetailCard title="app.money.orders.wallet_movements">
      <ReferenceManyField reference="wallet-transactions" target="orderId" sort={{ field: 'at', order: 'ASC' }} perPage={50}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<></>}>
          <DateField source="at" showTime />
          <WalletKindField source="kind" />
          <MoneyField source="amount" textAlign="right" />
          <TextField source="note" />
        </Datagrid>
      </ReferenceManyField>
    </DetailCard>
  );
}
