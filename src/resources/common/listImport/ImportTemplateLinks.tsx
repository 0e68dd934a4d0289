import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { templateCsv, templateXlsx } from '../../../domain/listImport/importTemplate';
import type { ImportListConfig } from '../../../domain/listImport/importLists';

function download(data: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Template files built in the browser from the list's schema: its fields as columns, one example row. */
export function ImportTemplateLinks({ cfg }: { cfg: ImportListConfig }) {
  const translate = useTranslate();
  const csv = () => download(`\uFEFF${templateCsv(cfg)}`, 'text/csv;charset=utf-8', `${cfg.list}-template.csv`);
  const xlsx = async () => {
    const XLSX = await import('@e965/xlsx');
    download(templateXlsx(cfg, XLSX), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${cfg.list}-template.xlsx`);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
      <Typography variant="body2" color="text.secondary">
        {translate('app.administration.list_import.template')}
      </Typography>
      <Link component="button" type="button" variant="body2" onClick={csv}>
        {translate('app.administration.list_import.template_csv')}
      </Link>
      <Link component="button" type="button" variant="body2" onClick={() => void xlsx()}>
        {translate('app.administration.list_import.template_xlsx')}
      </Link>
      <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
        {translate('app.administration.list_import.template_columns', { columns: cfg.columns.join(', ') })}
        {cfg.arrayColumns.length
          ? ` ${translate('app.administration.list_import.template_arrays', { columns: cfg.arrayColumns.join(', ') })}`
          : ''}
      </Typography>
    </Stack>
  );
}
