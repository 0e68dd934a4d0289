import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { lazyPage } from '../../shell/lazyPage';

const FlaggedChatList = lazyPage(
  () => import('./FlaggedChatList'),
  (m) => m.FlaggedChatList,
);
const FlaggedChatShow = lazyPage(
  () => import('./FlaggedChatShow'),
  (m) => m.FlaggedChatShow,
);

export default {
  list: FlaggedChatList,
  show: FlaggedChatShow,
  icon: ChatBubbleOutline,
  recordRepresentation: 'chatroomId',
};
