import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useRecordContext } from 'react-admin';
import type { Media } from '../../domain/entities/media';
import { CommandButton } from '../quickads/shared/CommandButton';

/** Removes a user's photo or video, with the reason the user will read (confirmed first). */
export function RemoveMediaButton({ size }: { size?: 'small' | 'medium' }) {
  const item = useRecordContext<Media>();
  return (
    <CommandButton
      resource="media"
      action="remove"
      labelKey="app.content.media.remove"
      successKey="app.content.media.removed"
      confirmTitleKey="app.content.media.remove_title"
      confirmTextKey="app.content.media.remove_text"
      confirmArgs={{ caption: item?.caption ?? '' }}
      variant="outlineRed"
      startIcon={<DeleteIcon />}
      size={size}
    />
  );
}
