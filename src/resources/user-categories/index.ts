import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { UserCategoryList } from './UserCategoryList';
import { UserCategoryEdit } from './UserCategoryEdit';
import { UserCategoryCreate } from './UserCategoryCreate';

export default {
  list: UserCategoryList,
  edit: UserCategoryEdit,
  create: UserCategoryCreate,
  icon: CategoryOutlined,
  recordRepresentation: 'name',
};
