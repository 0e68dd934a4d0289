import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { FlaggedChatList } from './FlaggedChatList';
import { FlaggedChatShow } from './FlaggedChatShow';

export default {
  list: FlaggedChatList,
  show: FlaggedChatShow,
  icon: ChatBubbleOutline,
  recordRepresentation: 'chatroomId',
};
