import { Create } from 'react-admin';
import type { QuickadCreate as QuickadFields } from '../../domain/entities/quickads';
import { QuickadForm } from './QuickadForm';

/** What the form does not ask: the back-office posts as the platform, and an ad starts as a draft. */
const PLATFORM_DRAFT = { owner: 'platform', postedByUserId: null, status: 'draft', moderationReason: null } as const;

const defaults: Partial<QuickadFields> = {
  categories: [],
  ageLimit: 0,
  brief: '',
  mediaUrls: [],
  disclosures: { cannabis: false, cbd: false, politicalPromotion: false },
  contentUsageRights: '',
  dialect: '',
  mood: '',
  swearingAllowed: false,
  targetAudience: '',
};

/** /quickads/create: a new platform quick ad, saved as a draft and published from its page. */
export const QuickadCreate = () => (
  <Create redirect="show" record={defaults} transform={(data: Record<string, unknown>) => ({ ...defaults, ...data, ...PLATFORM_DRAFT })} title="app.content.quickads.create">
    <QuickadForm />
  </Create>
);
