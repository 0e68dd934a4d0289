import TranslateIcon from '@mui/icons-material/Translate';
import { lazyPage } from '../../shell/lazyPage';

const LanguageList = lazyPage(
  () => import('./LanguageList'),
  (m) => m.LanguageList,
);
const LanguageEdit = lazyPage(
  () => import('./LanguageEdit'),
  (m) => m.LanguageEdit,
);
const LanguageCreate = lazyPage(
  () => import('./LanguageCreate'),
  (m) => m.LanguageCreate,
);

export default {
  list: LanguageList,
  edit: LanguageEdit,
  create: LanguageCreate,
  icon: TranslateIcon,
  recordRepresentation: 'name',
};
