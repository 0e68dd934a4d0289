import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { ServiceOfferedList } from './ServiceOfferedList';
import { ServiceOfferedEdit } from './ServiceOfferedEdit';
import { ServiceOfferedCreate } from './ServiceOfferedCreate';

export default {
  list: ServiceOfferedList,
  edit: ServiceOfferedEdit,
  create: ServiceOfferedCreate,
  icon: HandshakeOutlined,
  recordRepresentation: 'name',
};
