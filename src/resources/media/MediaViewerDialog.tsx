import type { KeyboardEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { Media } from '../../domain/entities/media';
import { AppButton } from '../../shell/buttons/AppButton';
import { MediaDetails } from './MediaDetails';
import { RemoveMediaButton } from './RemoveMediaButton';

interface MediaViewerDialogProps {
  items: Media[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The lightbox of User Media: one item at a time, ←/→ (or the arrows) for the others on the page. */
export function MediaViewerDialog({ items, index, onIndexChange }: MediaViewerDialogProps) {
  const translate = useTranslate();
  const item = index === null ? undefined : items[index];
  const close = () => onIndexChange(null);
  const go = (step: number) => index !== null && onIndexChange((index + step + items.length) % items.length);
  const onKeyDown = (e: KeyboardEvent) => {
    // Arrow keys inside a form field (the removal reason) move the caret, not the viewer.
    if ((e.target as HTMLElement).closest('input, textarea, video')) return;
    if (e.key === 'ArrowRight') go(1);
    if (e.key === 'ArrowLeft') go(-1);
  };
  return (
    <Dialog
      open={!!item}
      onClose={close}
      fullWidth
      onKeyDown={onKeyDown}
      aria-labelledby="media-viewer-title"
      // A viewer, not a form: wider than the 500 px of the app's modals, so the picture is worth opening.
      slotProps={{ paper: { sx: { maxWidth: 960 } } }}
    >
      {item ? (
        <RecordContextProvider value={item}>
          <DialogTitle id="media-viewer-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
            <span style={{ flex: 1 }}>
              {translate('app.content.media.viewer_title', { position: (index ?? 0) + 1, total: items.length })}
            </span>
            <IconButton aria-label={translate('app.common.close')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <MediaDetails />
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between', px: 2 }}>
            <Stack direction="row" spacing={1}>
              <IconButton aria-label={translate('app.content.media.previous')} onClick={() => go(-1)} disabled={items.length < 2}>
                <ChevronLeftIcon />
              </IconButton>
              <IconButton aria-label={translate('app.content.media.next')} onClick={() => go(1)} disabled={items.length < 2}>
                <ChevronRightIcon />
              </IconButton>
            </Stack>
            <Stack direction="row" spacing={1}>
              <RemoveMediaButton />
              <AppButton variant="cancel" onClick={close}>
                {translate('app.common.close')}
              </AppButton>
            </Stack>
          </DialogActions>
        </RecordContextProvider>
      ) : null}
    </Dialog>
  );
}
