import { downloadCSV, type Exporter } from 'react-admin';

/** The columns of the CSV: the flat fields of a user (nested reviews stay on the user page). */
export const USER_EXPORT_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'username',
  'profileName',
  'email',
  'phone',
  'accountType',
  'country',
  'city',
  'category',
  'subcategory',
  'verificationStatus',
  'accountStatus',
  'activeStrikes',
  'rating',
  'online',
  'memberSince',
] as const;

/** CSV of the users; papaparse loads only when an admin exports. */
export async function usersToCsv(users: readonly Record<string, unknown>[]): Promise<string> {
  const { toCsv } = await import('../../../domain/csv');
  return toCsv(users, USER_EXPORT_FIELDS);
}

/** Exports what the list shows (filters, tab and search applied), as react-admin's ExportButton asks. */
export const userExporter: Exporter = async (users) => downloadCSV(await usersToCsv(users), 'users');
