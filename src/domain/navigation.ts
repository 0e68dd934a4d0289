import type { Permission } from './permissions';

/**
 * The sidebar of the specification, in its order. Menu, routes, the route guard
 * and the every-route browser check all read this table.
 * `labelKey` is a catalogue key; `permission` hides the entry and guards the route.
 */
export interface NavEntry {
  path: string;
  labelKey: string;
  permission: Permission;
  /** The entry is current on its own path only (a dashboard has no pages below it). */
  exact?: boolean;
  /** Other paths that are this screen's pages (My Quick Ads creates at /quickads/create). */
  pages?: readonly string[];
}

export interface NavGroup {
  id: string;
  labelKey: string;
  icon: string;
  entries: NavEntry[];
  /** A group with `external` opens that URL in a new tab instead of expanding. */
  external?: 'cms';
}

const e = (path: string, labelKey: string, permission: Permission, more: Pick<NavEntry, 'exact' | 'pages'> = {}): NavEntry => ({
  path,
  labelKey,
  permission,
  ...more,
});

export const SERVICE_DASHBOARDS = [
  { path: '/quickads', serviceType: 'quick_ad' },
  { path: '/advertisements', serviceType: 'advertisement' },
  { path: '/acting-services', serviceType: 'acting_service' },
  { path: '/bookings', serviceType: 'booking' },
  { path: '/licensing-deal', serviceType: 'licensing_deal' },
  { path: '/music-services', serviceType: 'music_service' },
  { path: '/sponsorships', serviceType: 'sponsorship' },
  { path: '/profile-boosts', serviceType: 'profile_boost' },
  { path: '/featured-listings', serviceType: 'featured_listing' },
] as const;

export const ORDER_STATUS_ROUTES = [
  { path: '/in-progress', status: 'in_progress' },
  { path: '/completed', status: 'completed' },
  { path: '/partially-completed', status: 'partially_completed' },
  { path: '/expired', status: 'expired' },
  { path: '/failed', status: 'failed' },
  { path: '/customer-cancelled', status: 'customer_cancelled' },
  { path: '/cancelled-by-iw', status: 'cancelled_by_iw' },
] as const;

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'dashboard',
    labelKey: 'app.nav.dashboard',
    icon: 'dashboard',
    entries: [
      e('/dashboard', 'app.nav.dashboard_all', 'dashboard.view'),
      ...SERVICE_DASHBOARDS.map((d) => e(d.path, `app.service_types.${d.serviceType}`, 'dashboard.view', { exact: true })),
    ],
  },
  {
    id: 'manage-users',
    labelKey: 'app.nav.manage_users',
    icon: 'people',
    entries: [
      e('/users', 'app.nav.users', 'users.read'),
      e('/user-verification', 'app.nav.user_verification', 'users.read'),
      e('/reported-users', 'app.nav.reported_users', 'moderation.read'),
      e('/suspended', 'app.nav.suspended', 'moderation.read'),
      e('/strikes', 'app.nav.strikes', 'moderation.read'),
      e('/flagged-chats', 'app.nav.flagged_chats', 'moderation.read'),
      e('/threat-library', 'app.nav.threat_library', 'moderation.read'),
      e('/user-requests', 'app.nav.user_requests', 'userRequests.read'),
      e('/errors-reported', 'app.nav.errors_reported', 'errorReports.read'),
    ],
  },
  {
    id: 'orders',
    labelKey: 'app.nav.orders',
    icon: 'orders',
    entries: ORDER_STATUS_ROUTES.map((o) => e(o.path, `app.enums.orderStatus.${o.status}`, 'orders.read')),
  },
  {
    id: 'commissions',
    labelKey: 'app.nav.commissions',
    icon: 'commissions',
    entries: [e('/commissions', 'app.nav.commissions', 'commissions.read')],
  },
  {
    id: 'administrators',
    labelKey: 'app.nav.administrators',
    icon: 'admins',
    entries: [
      e('/administrators-all', 'app.nav.administrators_all', 'admins.manage'),
      e('/admins', 'app.nav.admins', 'admins.manage'),
      e('/employees', 'app.nav.employees', 'admins.manage'),
      e('/tech-support', 'app.nav.tech_support', 'admins.manage'),
      e('/audit-log', 'app.nav.audit_log', 'auditLog.read'),
    ],
  },
  {
    id: 'list-manager',
    labelKey: 'app.nav.list_manager',
    icon: 'lists',
    entries: [
      e('/user-categories', 'app.nav.user_categories', 'lists.read'),
      e('/languages', 'app.nav.languages', 'lists.read'),
      e('/countries', 'app.nav.countries', 'lists.read'),
      e('/services-offered-list', 'app.nav.services_offered', 'lists.read'),
    ],
  },
  { id: 'cms', labelKey: 'app.nav.cms', icon: 'cms', entries: [], external: 'cms' },
];

export const SINGLE_ENTRIES: (NavEntry & { icon: string })[] = [
  { ...e('/customerService', 'app.nav.customer_service', 'support.read'), icon: 'support' },
  { ...e('/referralData', 'app.nav.referral_data', 'referrals.read'), icon: 'referrals' },
  { ...e('/my-quickads', 'app.nav.my_quickads', 'quickads.read', { pages: ['/quickads/create'] }), icon: 'quickads' },
  { ...e('/my-wallet', 'app.nav.my_wallet', 'wallet.view'), icon: 'wallet' },
  { ...e('/user-quickads', 'app.nav.user_quickads', 'quickads.read'), icon: 'userQuickads' },
  { ...e('/user-media', 'app.nav.user_media', 'media.read'), icon: 'media' },
  { ...e('/globe', 'app.nav.globe', 'globe.view'), icon: 'globe' },
];

export { PUBLIC_ROUTES } from './publicRoutes';

/** Every shell route of the specification with the permission that guards it. */
export function allShellEntries(): NavEntry[] {
  return [...NAV_GROUPS.flatMap((g) => g.entries), ...SINGLE_ENTRIES];
}

/**
 * Where an admin lands: the first screen of the menu, in its order, that `can` opens (the
 * dashboard for every built-in role; the first allowed screen for a Custom access without it).
 * Null when no screen is allowed.
 */
export function firstAllowedEntry(can: (permission: Permission) => boolean): NavEntry | null {
  return allShellEntries().find((entry) => can(entry.permission)) ?? null;
}
