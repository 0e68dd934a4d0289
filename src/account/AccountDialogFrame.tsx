import type { FormEvent, ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MODAL_MAX_WIDTH } from '../domain/constants';

export interface AccountDialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** Catalogue key of the title. */
  title: string;
  /** Catalogue key of the confirm button. */
  submitLabel: string;
  onSubmit: () => void;
  busy?: boolean;
  submitDisabled?: boolean;
  submitColor?: 'primary' | 'error';
  maxWidth?: number;
  children: ReactNode;
}

/** The account modals' frame: a form with Cancel and one confirm button, 500 px wide at most. */
export function AccountDialogFrame({
  open,
  onClose,
  title,
  submitLabel,
  onSubmit,
  busy,
  submitDisabled,
  submitColor = 'primary',
  maxWidth = MODAL_MAX_WIDTH,
  children,
}: AccountDialogFrameProps) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${title}-title`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth } } }}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={`${title}-title`}>{translate(title)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {translate('app.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={busy || submitDisabled}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={translate('ra.message.loading')} /> : null}
          >
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
