import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { UserEdit } from './edit/UserEdit';
import { UserList } from './list/UserList';
import { UserShow } from './show/UserShow';
import { userName } from './userName';

export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: PeopleOutline,
  recordRepresentation: userName,
};
