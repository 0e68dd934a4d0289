import { PlainSvgIcon } from '../../ui/icons/PlainSvgIcon';
import type { PlainIconName } from '../../ui/icons/plainIconNames';

/** The icon names of src/domain/navigation.ts (the domain stays free of React) mapped to Material icons. */
const NAV_ICONS: Record<string, PlainIconName> = {
  dashboard: 'DashboardOutlined',
  people: 'PeopleAltOutlined',
  orders: 'ReceiptLongOutlined',
  commissions: 'PercentOutlined',
  admins: 'AdminPanelSettingsOutlined',
  lists: 'ListAltOutlined',
  cms: 'WebOutlined',
  support: 'SupportAgentOutlined',
  referrals: 'ShareOutlined',
  quickads: 'CampaignOutlined',
  wallet: 'AccountBalanceWalletOutlined',
  userQuickads: 'DynamicFeedOutlined',
  media: 'PermMediaOutlined',
  globe: 'PublicOutlined',
};

export function NavIcon({ name }: { name: string }) {
  // A name added to the table without an icon still shows a neutral mark rather than a gap.
  return <PlainSvgIcon name={NAV_ICONS[name] ?? 'CircleOutlined'} fontSize="small" />;
}
