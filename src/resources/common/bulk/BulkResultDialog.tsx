import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkResultList } from './BulkResultList';
import { dismissBulkResult, useShownBulkResult } from './bulkResultStore';

/**
 * The results of the last bulk command, drawn by the shell rather than by the list that ran it:
 * they stay, whatever the list does, until the admin closes them.
 */
export function BulkResultDialog() {
  const translate = useTranslate();
  const result = useShownBulkResult();
  if (!result) return null;
  return (
    <Dialog open onClose={dismissBulkResult} aria-labelledby="bulk-result-title" fullWidth>
      <DialogTitle id="bulk-result-title">{translate('app.bulk.result_title', { action: result.actionLabel })}</DialogTitle>
      <DialogContent>
        <BulkResultList resource={result.resource} outcomes={result.outcomes} listed={result.listed} />
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissBulkResult} variant="contained" autoFocus>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
