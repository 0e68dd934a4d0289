import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazyPage } from '../../shell/lazyPage';

const OrderShow = lazyPage(
  () => import('./OrderShow'),
  (m) => m.OrderShow,
);
const AllOrdersList = lazyPage(
  () => import('./OrderList'),
  (m) => m.AllOrdersList,
);

/**
 * /orders lists every order with the status as a filter; the spec's status routes (/in-progress,
 * ...) are OrderList views with the status fixed.
 */
export default {
  list: AllOrdersList,
  show: OrderShow,
  icon: ReceiptLongOutlined,
  recordRepresentation: 'reference',
};
