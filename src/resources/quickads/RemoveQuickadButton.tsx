import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useRecordContext } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import { CommandButton } from './shared/CommandButton';

/** Moderation of a user's published quick ad: removed with the reason its poster reads. */
export function RemoveQuickadButton({ size }: { size?: 'small' | 'medium' }) {
  const ad = useRecordContext<Quickad>();
  return (
    <CommandButton
      resource="quickads"
      action="remove"
      labelKey="app.content.quickads.remove"
      successKey="app.content.quickads.removed"
      confirmTitleKey="app.content.quickads.remove_title"
      confirmTextKey="app.content.quickads.remove_text"
      confirmArgs={{ title: ad?.title ?? '' }}
      variant="outlineRed"
      startIcon={<DeleteIcon />}
      size={size}
    />
  );
}
