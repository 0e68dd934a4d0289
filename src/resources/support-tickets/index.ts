import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyPage } from '../../shell/lazyPage';

const SupportTicketShow = lazyPage(
  () => import('./SupportTicketShow'),
  (m) => m.SupportTicketShow,
);

/** The list is the /customerService route (src/areaScreens/content.tsx); the conversation is the show page. */
export default {
  show: SupportTicketShow,
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
};
