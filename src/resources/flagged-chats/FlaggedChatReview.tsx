import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import { useCreatePath, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isClaimedByOther } from '../../domain/flaggedChatClaims';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { AppButton } from '../../shell/buttons/AppButton';
import { AdminNotesField } from './AdminNotesField';
import { ChatDetails } from './ChatDetails';
import { ClaimBanner } from './ClaimBanner';
import { HighlightedMessage } from '../common/HighlightedMessage';
import { KeyboardHint } from './KeyboardHint';
import { ReviewNavigation } from './ReviewNavigation';
import { StatusChip } from '../common/StatusChip';
import { useCommand } from '../common/useCommand';
import { currentAdminEmail, keepDraft, takeDraft } from '../common/drafts/draftStorage';
import { useLeaveGuard } from '../common/drafts/useLeaveGuard';
import { useSessionEnd } from '../common/drafts/useSessionEnd';
import { useModerators } from './shared/useModerators';
import { useFlaggedChatClaim } from './useFlaggedChatClaim';
import { useReviewNeighbours } from './useReviewNeighbours';
import { useReviewShortcuts } from './useReviewShortcuts';

/** The review page of the chat in context; a new session (claim, notes, queue) per chat. */
export function FlaggedChatReview() {
  const record = useRecordContext<FlaggedChat>();
  return record ? <ReviewSession key={record.id} record={record} /> : null;
}

function ReviewSession({ record }: { record: FlaggedChat }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // The queue is the tab the chat was opened from; it stays so after the chat is reviewed.
  const [queue] = useState(record.status);
  const [draft, setDraft] = useState<string | null>(null);
  const notesTyped = draft !== null && draft !== record.adminNotes;
  // Notes not saved: J / K, Next, the menu or Back ask first; a session that ends keeps them (#39.9).
  const { allowLeave } = useLeaveGuard(notesTyped);
  useKeptNotes(record, notesTyped ? draft : null, setDraft);
  const { myId, nameOf } = useModerators();
  const claim = useFlaggedChatClaim(record, myId);
  const neighbours = useReviewNeighbours(record, queue);
  const locked = myId !== null && isClaimedByOther(record, myId);
  const open = (id: FlaggedChat['id'] | null) => id !== null && navigate(createPath({ resource: 'flagged-chats', id, type: 'show' }));

  const markReviewed = useCommand('flagged-chats', 'mark_reviewed', record, {
    doneKey: 'app.moderation.commands.mark_reviewed.done',
    onSuccess: () => {
      claim.forget();
      allowLeave();
      setDraft(null);
      open(neighbours.nextId);
    },
  });
  const canReview = markReviewed.allowed && markReviewed.runnable && !locked && claim.ready && !markReviewed.isPending;
  const review = () => {
    if (canReview) void markReviewed.run(notesTyped ? { adminNotes: draft } : {});
  };
  useReviewShortcuts({ next: () => open(neighbours.nextId), previous: () => open(neighbours.previousId), review });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2.5}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {translate('app.moderation.flagged_chats.review_title')}
              </Typography>
              <StatusChip source="status" group="flaggedChatStatus" />
            </Stack>
            <ReviewNavigation
              neighbours={neighbours}
              onPrevious={() => open(neighbours.previousId)}
              onNext={() => open(neighbours.nextId)}
            />
          </Stack>
          <ClaimBanner record={record} myId={myId} nameOf={nameOf} />
          <Box
            component="section"
            aria-label={translate('resources.flagged-chats.fields.message')}
            sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <HighlightedMessage text={record.message} words={record.matchedWords} variant="body1" />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.flagged-chats.fields.matchedWords')}
              </Typography>
              {record.matchedWords.map((w) => (
                <Chip key={w} size="small" color="warning" variant="outlined" label={w} />
              ))}
            </Stack>
          </Box>
          <ChatDetails record={record} reviewerName={nameOf(record.lastReviewedByAdminId)} />
          <Divider />
          <AdminNotesField record={record} draft={draft} onDraft={setDraft} locked={locked} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <KeyboardHint />
            {markReviewed.allowed ? (
              <AppButton
                variant="primary"
                startIcon={<DoneOutlined />}
                disabled={!canReview}
                onClick={review}
                aria-keyshortcuts="R"
                aria-describedby="review-shortcuts"
              >
                {translate('app.moderation.commands.mark_reviewed.label')}
              </AppButton>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Notes typed when the session ended are kept for this tab, and come back when the chat opens again. */
function useKeptNotes(record: FlaggedChat, typed: string | null, setDraft: (notes: string) => void) {
  const notify = useNotify();
  const [admin] = useState(currentAdminEmail);
  const form = `flagged-chats:${record.id}:adminNotes`;
  useSessionEnd(() => {
    if (typed !== null) keepDraft(admin, form, typed);
  });
  useEffect(() => {
    const kept = takeDraft<string>(admin, form);
    if (typeof kept !== 'string') return;
    setDraft(kept);
    notify('app.common.draft_restored', { type: 'info' });
  }, [admin, form, setDraft, notify]);
}
