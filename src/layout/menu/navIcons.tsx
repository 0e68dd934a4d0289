import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';

/** The icon names of src/domain/navigation.ts (the domain stays free of React) mapped to icons. */
const NAV_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  people: PeopleAltOutlined,
  orders: ReceiptLongOutlined,
  commissions: PercentOutlined,
  admins: AdminPanelSettingsOutlined,
  lists: ListAltOutlined,
  cms: WebOutlined,
  support: SupportAgentOutlined,
  referrals: ShareOutlined,
  quickads: CampaignOutlined,
  wallet: AccountBalanceWalletOutlined,
  userQuickads: DynamicFeedOutlined,
  media: PermMediaOutlined,
  globe: PublicOutlined,
};

export function NavIcon({ name }: { name: string }) {
  // A name added to the table without an icon still shows a neutral mark rather than a gap.
  const Icon = NAV_ICONS[name] ?? CircleOutlined;
  return <Icon fontSize="small" aria-hidden />;
}
