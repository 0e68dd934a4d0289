import { ListButton, Show, TopToolbar } from 'react-admin';
import { FlaggedChatReview } from './FlaggedChatReview';

/** The review page: one chat, claimed while open, with keyboard review (J / K / R). */
export const FlaggedChatShow = () => (
  <Show
    component="div"
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <ListButton label="app.moderation.flagged_chats.back_to_list" />
      </TopToolbar>
    }
  >
    <FlaggedChatReview />
  </Show>
);
