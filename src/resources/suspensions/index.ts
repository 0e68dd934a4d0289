import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { SuspensionShow } from './SuspensionShow';

/** Suspensions: the list is the /suspended route (src/areas/manageUsers.tsx); each has its page. */
export default {
  show: SuspensionShow,
  icon: PersonOffOutlined,
  recordRepresentation: 'reason',
};
