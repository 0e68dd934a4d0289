import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { lazyPage } from '../../shell/lazyPage';

const CountryList = lazyPage(
  () => import('./CountryList'),
  (m) => m.CountryList,
);
const CountryEdit = lazyPage(
  () => import('./CountryEdit'),
  (m) => m.CountryEdit,
);
const CountryCreate = lazyPage(
  () => import('./CountryCreate'),
  (m) => m.CountryCreate,
);

export default {
  list: CountryList,
  edit: CountryEdit,
  create: CountryCreate,
  icon: PublicOutlined,
  recordRepresentation: 'name',
};
