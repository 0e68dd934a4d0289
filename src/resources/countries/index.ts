import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { CountryList } from './CountryList';
import { CountryEdit } from './CountryEdit';
import { CountryCreate } from './CountryCreate';

export default {
  list: CountryList,
  edit: CountryEdit,
  create: CountryCreate,
  icon: PublicOutlined,
  recordRepresentation: 'name',
};
