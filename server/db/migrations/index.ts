import type { Migration } from 'kysely';
import * as tables from './0001_tables';
import * as authTables from './0002_auth_tables';
import * as commandKeys from './0003_command_keys';
import * as sharedSignInState from './0004_shared_sign_in_state';
import * as rateSince from './0005_rate_since';
import * as usersUniqueNocase from './0006_users_unique_nocase';
import * as searchTextFolded from './0007_search_text_folded';
import * as uploadPending from './0008_upload_pending';
import * as foldedTextStatistics from './0009_folded_text_statistics';

/**
 * The application's migrations, in order: imported here rather than found in a folder at run
 * time, so the compiled server and the tests run the same list. A new migration is a new file
 * named `NNNN_what.ts` and a line here; a released one never changes.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_tables': tables,
  '0002_auth_tables': authTables,
  '0003_command_keys': commandKeys,
  '0004_shared_sign_in_state': sharedSignInState,
  '0005_rate_since': rateSince,
  '0006_users_unique_nocase': usersUniqueNocase,
  '0007_search_text_folded': searchTextFolded,
  '0008_upload_pending': uploadPending,
  '0009_folded_text_statistics': foldedTextStatistics,
};
