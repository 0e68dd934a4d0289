import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';

/** Read-only ledger: its screen is the spec route /my-wallet (WalletPage). */
export default {
  icon: AccountBalanceWalletOutlined,
};
