import { fullName } from '../../domain/people';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { lazyPage } from '../../shell/lazyPage';

const AdminList = lazyPage(
  () => import('./AdminRoleList'),
  (m) => m.AdminList,
);
const AdminShow = lazyPage(
  () => import('./AdminShow'),
  (m) => m.AdminShow,
);
const AdminEdit = lazyPage(
  () => import('./AdminEdit'),
  (m) => m.AdminEdit,
);
const AdminCreate = lazyPage(
  () => import('./AdminCreate'),
  (m) => m.AdminCreate,
);

export default {
  list: AdminList,
  show: AdminShow,
  edit: AdminEdit,
  create: AdminCreate,
  icon: AdminPanelSettingsOutlined,
  recordRepresentation: fullName,
};
