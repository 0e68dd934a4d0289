import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, actionLabelKey, humanize, resourceLabelKey } from '../common/audit/auditVocabulary';

const adminName = (a: { firstName?: string; lastName?: string; email?: string }) =>
  `${a.firstName ?? ''} ${a.lastName ?? ''} (${a.email ?? ''})`.trim();

/** A day picked in the filter covers that whole day in the admin's time zone. */
const startOfDay = (v: string) => (v ? new Date(`${v}T00:00:00`).toISOString() : v);
const endOfDay = (v: string) => (v ? new Date(`${v}T23:59:59.999`).toISOString() : v);

/** Filters of the audit log: who, on what, which action, and between which days. */
export function auditFilters(translate: (key: string, options?: Record<string, unknown>) => string) {
  return [
    <ReferenceInput key="adminId" source="adminId" reference="admins" alwaysOn>
      <AutocompleteInput optionText={adminName} label="resources.audit-log.fields.adminId" size="small" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <SelectInput
      key="resource"
      source="resource"
      alwaysOn
      translateChoice={false}
      choices={AUDIT_RESOURCES.map((r) => ({ id: r, name: translate(resourceLabelKey(r), { smart_count: 2, _: humanize(r) }) }))}
    />,
    <SelectInput
      key="action"
      source="action"
      alwaysOn
      translateChoice={false}
      choices={AUDIT_ACTIONS.map((a) => ({ id: a, name: translate(actionLabelKey(a), { _: humanize(a) }) }))}
    />,
    <DateInput key="at_gte" source="at_gte" label="app.administration.audit.from" parse={startOfDay} alwaysOn />,
    <DateInput key="at_lte" source="at_lte" label="app.administration.audit.to" parse={endOfDay} alwaysOn />,
  ];
}
