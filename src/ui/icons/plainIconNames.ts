/**
 * The Material icons drawn as plain SVG (PlainSvgIcon.tsx): the build reads their shapes from
 * @mui/icons-material (scripts/vite/muiIconShapes.ts), so the sidebar draws them without MUI's
 * SvgIcon, and the first screen draws them (the menu, the top bar, the list's buttons and sorted
 * column) before react-admin and MUI have loaded.
 */
export const PLAIN_ICON_NAMES = [
  'DashboardOutlined',
  'PeopleAltOutlined',
  'ReceiptLongOutlined',
  'PercentOutlined',
  'AdminPanelSettingsOutlined',
  'ListAltOutlined',
  'WebOutlined',
  'SupportAgentOutlined',
  'ShareOutlined',
  'CampaignOutlined',
  'AccountBalanceWalletOutlined',
  'DynamicFeedOutlined',
  'PermMediaOutlined',
  'PublicOutlined',
  'CircleOutlined',
  'ExpandMore',
  'OpenInNew',
  'MenuOpen',
  'Menu',
  'Search',
  'Refresh',
  'FilterList',
  'GetApp',
  'ArrowDownward',
  'Close',
] as const;

export type PlainIconName = (typeof PLAIN_ICON_NAMES)[number];

/** One element of an icon: its tag and its attributes, as the icon package draws it. */
export type IconShape = readonly ['path' | 'circle', Readonly<Record<string, string>>];
