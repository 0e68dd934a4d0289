import { lazy, Suspense, useState } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Button } from 'react-admin';
import { useAdminPermissions } from '../../../layout/permissions/useAdminPermissions';
import type { ImportableList } from '../../../domain/listImport/importLists';

// The dialog, CSV parsing and the preview load only when an admin opens an import.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** The List Manager's Import button; hidden without lists.manage (the server refuses anyway). */
export function ImportListButton({ list }: { list: ImportableList }) {
  const { can } = useAdminPermissions();
  const [open, setOpen] = useState(false);
  if (!can('lists.manage')) return null;
  return (
    <>
      <Button label="app.administration.list_import.button" onClick={() => setOpen(true)}>
        <UploadFileOutlined />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog list={list} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
