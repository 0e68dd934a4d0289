import type { ReactElement } from 'react';
import { Show, TabbedShowLayout, TabbedShowLayoutTabs } from 'react-admin';
import type { Permission } from '../../../domain/permissions';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import { UserActivityTab } from './UserActivityTab';
import { UserCommissionTab } from './UserCommissionTab';
import { UserHeader } from './UserHeader';
import { UserMediaTab } from './UserMediaTab';
import { UserOrdersTab } from './UserOrdersTab';
import { UserPaymentTab } from './UserPaymentTab';
import { UserProfileTab } from './UserProfileTab';
import { UserQuickadsTab } from './UserQuickadsTab';
import { UserReferralTab } from './UserReferralTab';
import { UserRequestsTab } from './UserRequestsTab';
import { UserReviews } from './UserReviews';
import { UserShowActions } from './UserShowActions';
import { UserStrikesTab } from './UserStrikesTab';
import { UserSuspensionsTab } from './UserSuspensionsTab';

/** Tabs of the user page, each shown only to roles that may read what it lists. */
const TABS: { path: string; permission: Permission; content: () => ReactElement }[] = [
  { path: 'reviews', permission: 'users.read', content: () => <UserReviews /> },
  { path: 'strikes', permission: 'moderation.read', content: () => <UserStrikesTab /> },
  { path: 'suspensions', permission: 'moderation.read', content: () => <UserSuspensionsTab /> },
  { path: 'orders', permission: 'orders.read', content: () => <UserOrdersTab /> },
  { path: 'quickads', permission: 'quickads.read', content: () => <UserQuickadsTab /> },
  { path: 'media', permission: 'media.read', content: () => <UserMediaTab /> },
  { path: 'requests', permission: 'users.read', content: () => <UserRequestsTab /> },
  { path: 'referral', permission: 'referrals.read', content: () => <UserReferralTab /> },
  { path: 'commission', permission: 'commissions.read', content: () => <UserCommissionTab /> },
  { path: 'payment', permission: 'payments.view', content: () => <UserPaymentTab /> },
  { path: 'activity', permission: 'users.read', content: () => <UserActivityTab /> },
];

/** A user's page: the profile, then everything the marketplace knows about them, tab by tab. */
export function UserShow() {
  const { can } = useAdminPermissions();
  return (
    <Show actions={<UserShowActions />}>
      <UserHeader />
      <TabbedShowLayout syncWithLocation tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="app.manageUsers.user.tabs.profile">
          <UserProfileTab />
        </TabbedShowLayout.Tab>
        {TABS.filter((t) => can(t.permission)).map((t) => (
          <TabbedShowLayout.Tab key={t.path} path={t.path} label={`app.manageUsers.user.tabs.${t.path}`}>
            {t.content()}
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
