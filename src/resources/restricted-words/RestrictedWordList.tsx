import { DeleteWithConfirmButton, TopToolbar, useRecordContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { ListTable } from '../common/list/ListTable';

/** Delete, confirmed first; only for those who manage the Threat Library. */
function DeleteWordButton() {
  const record = useRecordContext();
  const { can } = useAdminPermissions();
  if (!record || !can('threatLibrary.manage')) return null;
  return (
    <DeleteWithConfirmButton
      redirect={false}
      confirmTitle="app.moderation.threat_library.delete_title"
      confirmContent="app.moderation.threat_library.delete_content"
      translateOptions={{ word: record.text }}
      successMessage="app.moderation.threat_library.deleted"
    />
  );
}

/** The restricted words and phrases, newest first; searched with the top-bar search. */
export const RestrictedWordList = () => (
  <AppList
    resource="restricted-words"
    storeKey="restricted-words.threat-library"
    title="app.nav.threat_library"
    sort={{ field: 'addedAt', order: 'DESC' }}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.moderation.threat_library.empty"
  >
    <ListTable
      empty={<EmptyState messageKey="app.moderation.threat_library.empty" />}
      columns={[
        { source: 'text' },
        { source: 'addedAt', cell: 'date' },
        { source: 'actions', label: 'app.moderation.threat_library.actions', sortBy: false, cell: <DeleteWordButton /> },
      ]}
    />
  </AppList>
);
