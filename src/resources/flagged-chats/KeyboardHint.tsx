import { Box, Typography } from '@mui/material';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import { useTranslate } from 'react-admin';
import { REVIEW_KEYS } from './useReviewShortcuts';

const Key = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    sx={{
      px: 0.75,
      py: 0.1,
      mx: 0.25,
      border: 1,
      borderColor: 'divider',
      borderBottomWidth: 2,
      borderRadius: 1,
      fontFamily: 'monospace',
      fontSize: '0.8rem',
      bgcolor: 'action.hover',
    }}
  >
    {children}
  </Box>
);

/** The review page's shortcuts, always visible so they are discoverable (and read by screen readers). */
export function KeyboardHint() {
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      id="review-shortcuts"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <KeyboardOutlined fontSize="small" aria-hidden />
      <span>{translate('app.moderation.flagged_chats.keys_intro')}</span>
      <span>
        <Key>{REVIEW_KEYS.next.toUpperCase()}</Key> {translate('app.moderation.flagged_chats.next')}
      </span>
      <span>
        <Key>{REVIEW_KEYS.previous.toUpperCase()}</Key> {translate('app.moderation.flagged_chats.previous')}
      </span>
      <span>
        <Key>{REVIEW_KEYS.review.toUpperCase()}</Key> {translate('app.moderation.commands.mark_reviewed.label')}
      </span>
    </Typography>
  );
}
