import TranslateIcon from '@mui/icons-material/Translate';
import { LanguageList } from './LanguageList';
import { LanguageEdit } from './LanguageEdit';
import { LanguageCreate } from './LanguageCreate';

export default {
  list: LanguageList,
  edit: LanguageEdit,
  create: LanguageCreate,
  icon: TranslateIcon,
  recordRepresentation: 'name',
};
