import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WalletSummaryCards } from './WalletSummaryCards';
import { WalletTransactionList } from './WalletTransactionList';

/** /my-wallet: the platform's money (server-computed), then the ledger it comes from. */
export function WalletPage() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 2 }}>
        {translate('app.nav.my_wallet')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.money.currency_note')}
      </Typography>
      <WalletSummaryCards />
      <WalletTransactionList />
    </>
  );
}
