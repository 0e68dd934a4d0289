import { fullName } from '../domain/people';
import { dateTimeFormat, numberFormat } from '../domain/intlFormats';
import { enumKey } from '../resources/common/enumChoices';
import { PersonLabel } from '../resources/common/PersonLabel';
import { StatusChipLabel } from '../resources/common/StatusChipLabel';
import { OnlineLabel } from '../resources/users/list/OnlineLabel';
import type { UserColumnSpec } from '../resources/users/list/userColumnSpecs';
import type { Translate } from '../publicPages/translateContext';

type Row = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** One cell as the live list's column draws it (userColumns.tsx), with plain elements. */
export function FirstScreenCell({ spec, row, translate, intl }: { spec: UserColumnSpec; row: Row; translate: Translate; intl: string }) {
  const value = row[spec.source];
  switch (spec.kind) {
    case 'person':
      return <PersonLabel name={fullName(row)} username={row.username} avatarUrl={row.avatarUrl as string | null | undefined} />;
    case 'status':
      return isBlank(value) ? null : <StatusChipLabel group={spec.group} value={String(value)} translate={translate} />;
    case 'online':
      return <OnlineLabel online={value === true} translate={translate} />;
    case 'number':
      return isBlank(value) || Number.isNaN(Number(value)) ? null : <span>{numberFormat(intl, spec.options).format(Number(value))}</span>;
    case 'date':
      return isBlank(value) ? null : <span>{dateTimeFormat(intl, undefined, 'date').format(new Date(value as string))}</span>;
    case 'enum':
      return isBlank(value) ? null : (
        <span>{spec.values.includes(String(value)) ? translate(enumKey(spec.group, String(value))) : ''}</span>
      );
    case 'text':
      return isBlank(value) ? null : <span>{String(value)}</span>;
  }
}
