import type { ReactElement } from 'react';
import { DateField, SelectField, TextField } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { enumChoices } from '../../common/enumChoices';
import { PlainNumberField } from '../../common/PlainNumberField';
import { OnlineField } from './OnlineField';
import { UserNameField } from './UserNameField';
import { USER_COLUMN_SPECS, userColumnNames, type UserColumnSpec } from './userColumnSpecs';

/** One column of userColumnSpecs.ts as react-admin draws it. */
function column(key: string, spec: UserColumnSpec): ReactElement {
  switch (spec.kind) {
    case 'person':
      return <UserNameField key={key} source={spec.source} label={spec.label} />;
    case 'text':
      return <TextField key={key} source={spec.source} />;
    case 'date':
      return <DateField key={key} source={spec.source} />;
    case 'online':
      return <OnlineField key={key} source={spec.source} />;
    case 'number':
      return <PlainNumberField key={key} source={spec.source} options={spec.options} />;
    case 'enum':
      return <SelectField key={key} source={spec.source} choices={enumChoices(spec.group, spec.values)} />;
    case 'status':
      return <StatusChip key={key} source={spec.source} group={spec.group} />;
  }
}

export function userColumns(tab: string | undefined): ReactElement[] {
  return userColumnNames(tab).map((name) => column(name, USER_COLUMN_SPECS[name]));
}
