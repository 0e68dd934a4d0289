import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useRecordContext } from 'react-admin';
import type { Media } from '../../domain/entities/media';
import { CommandButton } from '../common/CommandButton';
import { CONTENT_REASON } from '../common/CommandDialogContent';

/** Removes a user's photo or video, with the reason the user will read (confirmed first). */
export function RemoveMediaButton({ size }: { size?: 'small' | 'medium' }) {
  const item = useRecordContext<Media>();
  return (
    <CommandButton
      resource="media"
      action="remove"
      messages="app.content.media.commands.remove"
      messageArgs={{ caption: item?.caption ?? '' }}
      input={CONTENT_REASON}
      variant="outlineRed"
      startIcon={<DeleteIcon />}
      size={size}
      hideWhenUnavailable
    />
  );
}
