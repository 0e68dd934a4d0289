import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { allShellEntries } from '../domain/navigation';
import type { Permission } from '../domain/permissions';
import { RequirePermission } from '../layout/RequirePermission';
import admins from '../resources/admins';
import auditLog from '../resources/audit-log';
import userCategories from '../resources/user-categories';
import languages from '../resources/languages';
import countries from '../resources/countries';
import servicesOffered from '../resources/services-offered';
import { AdminRoleList } from '../resources/admins/AdminRoleList';
import { ServiceOfferedList } from '../resources/services-offered/ServiceOfferedList';

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

function routePermission(path: string): Permission {
  const entry = allShellEntries().find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not a route of navigation.ts`);
  return entry.permission;
}

const view = (path: string, element: ReactElement) => (
  <Route key={path} path={path} element={<RequirePermission permission={routePermission(path)}>{element}</RequirePermission>} />
);

export const routes: ReactElement[] = [
  view('/administrators-all', <AdminRoleList title="app.nav.administrators" />),
  view('/employees', <AdminRoleList role="employee" title="app.nav.employees" />),
  view('/tech-support', <AdminRoleList role="tech_support" title="app.nav.tech_support" />),
  view('/services-offered-list', <ServiceOfferedList />),
];
