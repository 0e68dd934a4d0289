import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazyPage } from '../../routes/lazyPage';

const OrderShow = lazyPage(() => import('./OrderShow'), (m) => m.OrderShow);

/** Orders have no list of their own: the spec's status routes (/in-progress, ...) are OrderList views. */
export default {
  show: OrderShow,
  icon: ReceiptLongOutlined,
  recordRepresentation: 'reference',
};
