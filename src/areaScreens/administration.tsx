import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import admins from '../resources/admins';
import auditLog from '../resources/audit-log';
import userCategories from '../resources/user-categories';
import languages from '../resources/languages';
import countries from '../resources/countries';
import servicesOffered from '../resources/services-offered';
import { guardedRoute } from '../routes/guardedRoute';
import { lazyPage } from '../shell/lazyPage';

const AdminRoleList = lazyPage(
  () => import('../resources/admins/AdminRoleList'),
  (m) => m.AdminRoleList,
);
const ServiceOfferedList = lazyPage(
  () => import('../resources/services-offered/ServiceOfferedList'),
  (m) => m.ServiceOfferedList,
);

/**
 * Administrators (admins by role, their controls, the audit log) and the List Manager.
 * /admins, /audit-log, /user-categories, /languages and /countries are their resource's own
 * list; the other spec routes are views declared here, each guarded like its sidebar entry.
 */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  admins,
  'audit-log': auditLog,
  'user-categories': userCategories,
  languages,
  countries,
  'services-offered': servicesOffered,
};

export const routes: ReactElement[] = [
  guardedRoute('/administrators-all', <AdminRoleList title="app.nav.administrators" />),
  guardedRoute('/employees', <AdminRoleList role="employee" title="app.nav.employees" />),
  guardedRoute('/tech-support', <AdminRoleList role="tech_support" title="app.nav.tech_support" />),
  guardedRoute('/services-offered-list', <ServiceOfferedList />),
];
