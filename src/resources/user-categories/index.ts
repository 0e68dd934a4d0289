import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { lazyPage } from '../../shell/lazyPage';

const UserCategoryList = lazyPage(
  () => import('./UserCategoryList'),
  (m) => m.UserCategoryList,
);
const UserCategoryEdit = lazyPage(
  () => import('./UserCategoryEdit'),
  (m) => m.UserCategoryEdit,
);
const UserCategoryCreate = lazyPage(
  () => import('./UserCategoryCreate'),
  (m) => m.UserCategoryCreate,
);

export default {
  list: UserCategoryList,
  edit: UserCategoryEdit,
  create: UserCategoryCreate,
  icon: CategoryOutlined,
  recordRepresentation: 'name',
};
