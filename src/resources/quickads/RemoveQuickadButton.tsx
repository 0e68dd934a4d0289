import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useRecordContext } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import { CommandButton } from '../common/CommandButton';
import { CONTENT_REASON } from '../common/CommandDialogContent';

/** Moderation of a user's published quick ad: removed with the reason its poster reads. */
export function RemoveQuickadButton({ size }: { size?: 'small' | 'medium' }) {
  const ad = useRecordContext<Quickad>();
  return (
    <CommandButton
      resource="quickads"
      action="remove"
      messages="app.content.quickads.commands.remove"
      messageArgs={{ title: ad?.title ?? '' }}
      input={CONTENT_REASON}
      variant="outlineRed"
      startIcon={<DeleteIcon />}
      size={size}
      hideWhenUnavailable
    />
  );
}
