import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { lazyPage } from '../../shell/lazyPage';

const UserRequestList = lazyPage(
  () => import('./UserRequestList'),
  (m) => m.UserRequestList,
);
const UserRequestShow = lazyPage(
  () => import('./UserRequestShow'),
  (m) => m.UserRequestShow,
);

export default {
  list: UserRequestList,
  show: UserRequestShow,
  icon: AssignmentIndOutlined,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
