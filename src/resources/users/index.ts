import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { fullName } from '../../domain/people';
import { lazyPage } from '../../shell/lazyPage';

const UserEdit = lazyPage(
  () => import('./edit/UserEdit'),
  (m) => m.UserEdit,
);
const UserList = lazyPage(
  () => import('./list/UserList'),
  (m) => m.UserList,
);
const UserShow = lazyPage(
  () => import('./show/UserShow'),
  (m) => m.UserShow,
);

export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: PeopleOutline,
  recordRepresentation: fullName,
};
