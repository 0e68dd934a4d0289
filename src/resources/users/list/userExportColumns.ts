import type { CsvColumn } from '../../common/labelledExport';
import { enumKey } from '../../common/enumChoices';

const enumLabel = (group: string) => (value: string) => enumKey(group, value);

/**
 * The columns of the users CSV: the flat fields of a user (nested reviews stay on the user page),
 * headed by their labels, account type and statuses by their labels, the country by its name.
 */
export const USER_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { source: 'id' },
  { source: 'firstName' },
  { source: 'lastName' },
  { source: 'username' },
  { source: 'profileName' },
  { source: 'email' },
  { source: 'phone' },
  { source: 'accountType', valueLabel: enumLabel('accountType') },
  { source: 'country', country: true },
  { source: 'city' },
  { source: 'category' },
  { source: 'subcategory' },
  { source: 'verificationStatus', valueLabel: enumLabel('verificationStatus') },
  { source: 'accountStatus', valueLabel: enumLabel('accountStatus') },
  { source: 'activeStrikes' },
  { source: 'rating' },
  { source: 'online' },
  { source: 'memberSince' },
];
