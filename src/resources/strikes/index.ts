import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { lazyPage } from '../../shell/lazyPage';

const StrikeShow = lazyPage(
  () => import('./StrikeShow'),
  (m) => m.StrikeShow,
);

/** Strikes: the list is the /strikes route (src/areaScreens/manageUsers.tsx); each strike has its page. */
export default {
  show: StrikeShow,
  icon: GavelOutlined,
  recordRepresentation: 'reason',
};
