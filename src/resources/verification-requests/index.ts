import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import type { RaRecord } from 'react-admin';
import { fullName } from '../../domain/people';
import { lazyPage } from '../../shell/lazyPage';

const VerificationRequestShow = lazyPage(
  () => import('./VerificationRequestShow'),
  (m) => m.VerificationRequestShow,
);

/** Verification requests: the list is the /user-verification route (src/areaScreens/manageUsers.tsx). */
export default {
  show: VerificationRequestShow,
  icon: HowToRegOutlined,
  // The person whose identity is checked, as the request names them.
  recordRepresentation: (record: RaRecord) => fullName(record.currentInfo),
};
