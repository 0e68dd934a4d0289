import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { lazyPage } from '../../shell/lazyPage';

const AuditLogList = lazyPage(
  () => import('./AuditLogList'),
  (m) => m.AuditLogList,
);

const AuditLogShow = lazyPage(
  () => import('./AuditLogShow'),
  (m) => m.AuditLogShow,
);

/** Read only: entries are written by the server in the same transaction as the change they record. */
export default {
  list: AuditLogList,
  show: AuditLogShow,
  icon: HistoryOutlined,
  recordRepresentation: (r: { id: number }) => `#${r.id}`,
};
