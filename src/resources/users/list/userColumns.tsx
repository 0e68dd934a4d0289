import { SelectField } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { enumChoices } from '../../common/enumChoices';
import type { ListColumn } from '../../common/list/listColumns';
import { OnlineField } from './OnlineField';
import { UserNameField } from './UserNameField';
import { USER_COLUMN_SPECS, userColumnNames, type UserColumnSpec } from './userColumnSpecs';

/** One column of userColumnSpecs.ts as the list table draws it. */
function column(spec: UserColumnSpec): ListColumn {
  switch (spec.kind) {
    case 'person':
      return { source: spec.source, label: spec.label, cell: <UserNameField /> };
    case 'text':
    case 'date':
      return { source: spec.source, cell: spec.kind };
    case 'online':
      return { source: spec.source, cell: <OnlineField /> };
    case 'number':
      return { source: spec.source, cell: 'number', format: spec.options, align: 'right' };
    case 'enum':
      return { source: spec.source, cell: <SelectField source={spec.source} choices={enumChoices(spec.group, spec.values)} /> };
    case 'status':
      return { source: spec.source, cell: <StatusChip source={spec.source} group={spec.group} /> };
  }
}

export function userColumns(tab: string | undefined): ListColumn[] {
  return userColumnNames(tab).map((name) => column(USER_COLUMN_SPECS[name]));
}
