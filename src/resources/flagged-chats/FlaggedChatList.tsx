import { FilterButton, Link, ReferenceField, TopToolbar, useCreatePath, useListContext, useRecordContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { ListTable } from '../common/list/ListTable';
import { ClaimChip } from './ClaimChip';
import { flaggedChatFilters } from './flaggedChatFilters';
import { HighlightedMessage } from '../common/HighlightedMessage';
import { FilterTabs } from '../common/FilterTabs';
import './flaggedChatList.css';

export const FLAGGED_CHAT_TABS = [
  { value: 'awaiting_review', labelKey: 'app.enums.flaggedChatStatus.awaiting_review' },
  { value: 'reviewed', labelKey: 'app.enums.flaggedChatStatus.reviewed' },
] as const;

function MessageCell() {
  const record = useRecordContext<FlaggedChat>();
  return record ? <HighlightedMessage text={record.message} words={record.matchedWords} lines={2} /> : null;
}

/**
 * The chat's id as a link to its review page: a clickable row cannot be reached with the
 * keyboard, a link can (Tab, then Enter).
 */
function ChatroomLink() {
  const record = useRecordContext<FlaggedChat>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource: 'flagged-chats', id: record.id, type: 'show' })} className="flagged-chat-room">
      {record.chatroomId}
    </Link>
  );
}

const MARK_SELECTED_REVIEWED = (
  <BulkCommandButton resource="flagged-chats" action="mark_reviewed" labelKey="app.moderation.commands.mark_reviewed.label" />
);

/** Tab-dependent columns: waiting chats show who is reading them, reviewed ones when and the notes. */
function FlaggedChatTable() {
  const { filterValues } = useListContext();
  const waiting = filterValues.status !== 'reviewed';
  const bulkActions = useBulkActions('flagged-chats', ['mark_reviewed'], MARK_SELECTED_REVIEWED);
  return (
    <ListTable
      rowClick="show"
      bulkActions={waiting ? bulkActions : undefined}
      empty={
        <EmptyState messageKey={waiting ? 'app.moderation.flagged_chats.empty_waiting' : 'app.moderation.flagged_chats.empty_reviewed'} />
      }
      columns={[
        { source: 'chatroomId', cell: <ChatroomLink /> },
        { source: 'sentByUserId', cell: <ReferenceField source="sentByUserId" reference="users" link="show" /> },
        {
          source: 'message',
          label: 'resources.flagged-chats.fields.message',
          sortBy: false,
          cell: <MessageCell />,
          className: 'flagged-chat-message',
        },
        { source: 'createdAt', label: 'app.moderation.flagged_chats.sent_at', cell: 'dateTime' },
        waiting
          ? { source: 'claimedByAdminId', label: 'app.moderation.flagged_chats.claim_column', sortBy: false, cell: <ClaimChip /> }
          : null,
        { source: 'adminNotes', emptyText: '—', className: 'flagged-chat-notes' },
        { source: 'lastReviewedAt', cell: 'dateTime', emptyText: '—' },
      ]}
    />
  );
}

/**
 * /flagged-chats: messages that matched the Threat Library, oldest first like a queue, in two
 * tabs. A row opens the review page (which claims the chat); waiting chats can be marked as
 * reviewed in bulk.
 */
export const FlaggedChatList = () => (
  <AppList
    sort={{ field: 'createdAt', order: 'ASC' }}
    filters={flaggedChatFilters}
    filterDefaultValues={{ status: 'awaiting_review' }}
    actions={
      <TopToolbar>
        <FilterButton />
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.moderation.flagged_chats.empty_waiting"
  >
    <FilterTabs field="status" tabs={FLAGGED_CHAT_TABS} labelKey="app.moderation.flagged_chats.tabs_label" />
    <FlaggedChatTable />
  </AppList>
);
