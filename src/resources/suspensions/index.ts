import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { lazyPage } from '../../shell/lazyPage';

const SuspensionShow = lazyPage(
  () => import('./SuspensionShow'),
  (m) => m.SuspensionShow,
);

/** Suspensions: the list is the /suspended route (src/areaScreens/manageUsers.tsx); each has its page. */
export default {
  show: SuspensionShow,
  icon: PersonOffOutlined,
  recordRepresentation: 'reason',
};
