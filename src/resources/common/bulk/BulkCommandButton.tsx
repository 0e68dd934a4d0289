import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { findAction } from '../../../domain/actions';
import { hasVisibleText } from '../../../domain/visibleText';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../../providers/data';
import { CommandTextField } from '../CommandDialogContent';
import { showBulkResult } from './bulkResultStore';
import { runBulkCommand, type BulkOutcome } from './runBulkCommand';

export interface BulkCommandButtonProps {
  resource: string;
  action: string;
  /** Catalogue key of the command's label (the same words as the row's button). */
  labelKey: string;
  /** A text every selected row receives (a rejection reason); `labelKey` names the field. */
  input?: { field: string; required: boolean; labelKey: string };
}

type Step = { kind: 'closed' } | { kind: 'confirm'; showError: boolean } | { kind: 'running'; finished: number };

/**
 * A review queue's decision on every selected row. It always asks first (how many rows, and the
 * text they all receive), then decides the rows one by one; what happened to each is shown by
 * the shell (BulkResultDialog) until the admin closes it, even once the queue is empty; rows the
 * server refused stay selected for another try.
 */
export function BulkCommandButton({ resource, action, labelKey, input }: BulkCommandButtonProps) {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${resource}/${action}`);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { selectedIds, onUnselectItems, onSelect, data } = useListContext();
  const { can } = useAdminPermissions();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [text, setText] = useState('');
  if (!can(definition.permission)) return null;

  const label = translate(labelKey);
  const count = selectedIds.length;
  const close = () => {
    if (step.kind === 'running') return;
    setStep({ kind: 'closed' });
    setText('');
  };
  const run = async () => {
    // Invisible characters alone are no text: the server's schema refuses them too.
    const trimmed = hasVisibleText(text) ? text.trim() : '';
    if (input?.required && !trimmed) return setStep({ kind: 'confirm', showError: true });
    setStep({ kind: 'running', finished: 0 });
    const ids = [...selectedIds];
    const listed = (data ?? []).filter((r) => ids.some((id) => String(id) === String(r.id)));
    let outcomes: BulkOutcome[];
    try {
      outcomes = await runBulkCommand(dataProvider, definition, ids, input && trimmed ? { [input.field]: trimmed } : {}, (finished) =>
        setStep({ kind: 'running', finished }),
      );
    } catch {
      // The rows could not even be read: nothing was decided.
      notify('app.errors.server', { type: 'error' });
      setStep({ kind: 'confirm', showError: false });
      return;
    }
    const done = outcomes.filter((o) => o.result === 'done').length;
    // A refused row may succeed on another try; a skipped one was decided already or is gone.
    const retry = outcomes.filter((o) => o.result === 'failed').map((o) => o.id);
    onUnselectItems();
    if (retry.length) onSelect(retry);
    const notDone = outcomes.length - done;
    notify('app.bulk.summary', { type: notDone ? 'warning' : 'success', messageArgs: { action: label, done, not_done: notDone } });
    showBulkResult({ resource, actionLabel: label, outcomes, listed });
    setStep({ kind: 'closed' });
    setText('');
    refresh();
  };

  return (
    <>
      <Button size="small" onClick={() => setStep({ kind: 'confirm', showError: false })} disabled={count === 0}>
        {translate('app.bulk.button', { action: label, smart_count: count })}
      </Button>
      <Dialog open={step.kind !== 'closed'} onClose={close} aria-labelledby="bulk-command-title" fullWidth>
        <DialogTitle id="bulk-command-title">{translate('app.bulk.title', { action: label, smart_count: count })}</DialogTitle>
        <DialogContent>
          {step.kind === 'confirm' ? (
            <>
              <DialogContentText sx={{ mb: input ? 2 : 0 }}>{translate('app.bulk.content', { smart_count: count })}</DialogContentText>
              {input ? (
                <CommandTextField
                  label={translate(input.labelKey)}
                  required={input.required}
                  value={text}
                  onChange={setText}
                  showError={step.showError}
                  hint={translate('app.bulk.same_text')}
                />
              ) : null}
            </>
          ) : null}
          {step.kind === 'running' ? (
            <>
              <DialogContentText role="status">
                {translate('app.bulk.progress', { finished: step.finished, total: count })}
              </DialogContentText>
              <LinearProgress variant="determinate" value={(100 * step.finished) / Math.max(count, 1)} sx={{ mt: 2 }} aria-hidden />
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={step.kind === 'running'}>
            {translate('app.common.cancel')}
          </Button>
          <Button
            onClick={() => void run()}
            variant="contained"
            color={definition.destructive ? 'warning' : 'primary'}
            disabled={step.kind === 'running'}
          >
            {translate('app.bulk.confirm', { action: label, smart_count: count })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
