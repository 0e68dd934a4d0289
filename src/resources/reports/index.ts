import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { lazyPage } from '../../shell/lazyPage';

const ReportShow = lazyPage(
  () => import('./ReportShow'),
  (m) => m.ReportShow,
);

/** Reports: the list is the /reported-users route (src/areaScreens/manageUsers.tsx); each has its page. */
export default {
  show: ReportShow,
  icon: FlagOutlined,
  recordRepresentation: 'reason',
};
