import { Stack, Typography } from '@mui/material';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import type { Neighbours } from './useReviewNeighbours';

interface Props {
  neighbours: Neighbours;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / next chat of the queue (K / J), and where this one stands in it. */
export function ReviewNavigation({ neighbours, onPrevious, onNext }: Props) {
  const translate = useTranslate();
  const { previousId, nextId, position, total } = neighbours;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {position !== null && total !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {translate('app.moderation.flagged_chats.position', { position, total })}
        </Typography>
      ) : null}
      <AppButton
        variant="outlineDark"
        size="small"
        startIcon={<NavigateBefore />}
        disabled={previousId === null}
        onClick={onPrevious}
        aria-keyshortcuts="K"
      >
        {translate('app.moderation.flagged_chats.previous')}
      </AppButton>
      <AppButton
        variant="outlineDark"
        size="small"
        endIcon={<NavigateNext />}
        disabled={nextId === null}
        onClick={onNext}
        aria-keyshortcuts="J"
      >
        {translate('app.moderation.flagged_chats.next')}
      </AppButton>
    </Stack>
  );
}
