import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { lazyPage } from '../../shell/lazyPage';

const ServiceOfferedList = lazyPage(
  () => import('./ServiceOfferedList'),
  (m) => m.ServiceOfferedList,
);
const ServiceOfferedEdit = lazyPage(
  () => import('./ServiceOfferedEdit'),
  (m) => m.ServiceOfferedEdit,
);
const ServiceOfferedCreate = lazyPage(
  () => import('./ServiceOfferedCreate'),
  (m) => m.ServiceOfferedCreate,
);

export default {
  list: ServiceOfferedList,
  edit: ServiceOfferedEdit,
  create: ServiceOfferedCreate,
  icon: HandshakeOutlined,
  recordRepresentation: 'name',
};
