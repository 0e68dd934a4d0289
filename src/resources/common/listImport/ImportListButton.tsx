import { useState } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Button } from 'react-admin';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import type { ImportableList } from '../../../domain/listImport/importLists';
import { lazyComponent } from '../../../shell/lazyComponent';

// The dialog, CSV parsing and the preview load only when an admin opens an import.
const ImportDialog = lazyComponent(() => import('./ImportDialog').then((m) => m.default));

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
      {open ? <ImportDialog list={list} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
