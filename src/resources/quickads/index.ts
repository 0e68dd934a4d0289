import CampaignIcon from '@mui/icons-material/Campaign';
import { QuickadCreate } from './QuickadCreate';
import { QuickadEdit } from './QuickadEdit';
import { QuickadShow } from './QuickadShow';

/**
 * No list here: /quickads is the Dashboard's Quick Ads page; the lists are the /my-quickads and
 * /user-quickads routes (src/areas/content.tsx).
 */
export default {
  show: QuickadShow,
  edit: QuickadEdit,
  create: QuickadCreate,
  icon: CampaignIcon,
  recordRepresentation: 'title',
};
