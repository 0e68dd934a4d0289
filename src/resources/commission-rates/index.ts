import PercentOutlined from '@mui/icons-material/PercentOutlined';
import { lazyPage } from '../../shell/lazyPage';

const CommissionRateShow = lazyPage(
  () => import('./CommissionRateShow'),
  (m) => m.CommissionRateShow,
);

/** The list is the spec route /commissions (CommissionsPage); each rate has its own page. */
export default {
  show: CommissionRateShow,
  icon: PercentOutlined,
  recordRepresentation: 'userId',
};
