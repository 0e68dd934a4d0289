import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { UserRequestList } from './UserRequestList';
import { UserRequestShow } from './UserRequestShow';

export default {
  list: UserRequestList,
  show: UserRequestShow,
  icon: AssignmentIndOutlined,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
