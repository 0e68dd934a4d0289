import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { AdminList } from './AdminRoleList';
import { AdminShow } from './AdminShow';
import { AdminEdit } from './AdminEdit';
import { AdminCreate } from './AdminCreate';

export default {
  list: AdminList,
  show: AdminShow,
  edit: AdminEdit,
  create: AdminCreate,
  icon: AdminPanelSettingsOutlined,
  recordRepresentation: (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`,
};
