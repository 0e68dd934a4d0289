import { Datagrid, DateField, DeleteWithConfirmButton, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';

/** Delete, confirmed first; only for those who manage the Threat Library. */
function DeleteWordButton(_props: { label?: string }) {
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
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyState messageKey="app.moderation.threat_library.empty" />}>
      <TextField source="text" />
      <DateField source="addedAt" />
      <DeleteWordButton label="app.moderation.threat_library.actions" />
    </Datagrid>
  </AppList>
);
