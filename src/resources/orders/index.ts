import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { OrderShow } from './OrderShow';

/** Orders have no list of their own: the spec's status routes (/in-progress, ...) are OrderList views. */
export default {
  show: OrderShow,
  icon: ReceiptLongOutlined,
  recordRepresentation: 'reference',
};
