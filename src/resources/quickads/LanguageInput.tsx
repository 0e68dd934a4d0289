import { required, SelectInput, useGetList } from 'react-admin';
import type { Language } from '../../domain/entities/languages';

/** Quick ads name a plain ISO 639 code (hi, en); regional variants of the list (en-GB) are left out. */
const PLAIN_CODE = /^[a-z]{2,3}$/;

export function LanguageInput() {
  const { data, isPending } = useGetList<Language>('languages', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const choices = (data ?? []).filter((l) => PLAIN_CODE.test(l.code)).map((l) => ({ id: l.code, name: `${l.name} (${l.code})` }));
  return <SelectInput source="language" choices={choices} isPending={isPending} validate={required()} translateChoice={false} />;
}
