import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyPage } from '../../shell/lazyPage';

const QuickadCreate = lazyPage(
  () => import('./QuickadCreate'),
  (m) => m.QuickadCreate,
);
const QuickadEdit = lazyPage(
  () => import('./QuickadEdit'),
  (m) => m.QuickadEdit,
);
const QuickadShow = lazyPage(
  () => import('./QuickadShow'),
  (m) => m.QuickadShow,
);

/**
 * No list here: /quickads is the Dashboard's Quick Ads page; the lists are the /my-quickads and
 * /user-quickads routes (src/areaScreens/content.tsx).
 */
export default {
  show: QuickadShow,
  edit: QuickadEdit,
  create: QuickadCreate,
  icon: CampaignIcon,
  recordRepresentation: 'title',
};
