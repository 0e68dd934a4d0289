import { useRef } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppButton } from '../../../shell/buttons/AppButton';
import { IMPORT_MAX_BYTES } from '../../../domain/constants';

const ACCEPT = '.csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Picks one CSV, XLS or XLSX file; the dialog checks it before anything is read or uploaded. */
export function ImportFilePicker({
  fileName,
  onFile,
  disabled,
}: {
  fileName: string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="import-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) fires a new change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <AppButton variant="outlineBlue" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()} disabled={disabled}>
        {translate(fileName ? 'app.administration.list_import.choose_other' : 'app.administration.list_import.choose_file')}
      </AppButton>
      <Typography variant="body2" color={fileName ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
        {fileName ?? translate('app.administration.list_import.file_hint', { mb: IMPORT_MAX_BYTES / (1024 * 1024) })}
      </Typography>
    </Stack>
  );
}
