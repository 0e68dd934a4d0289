import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { AuditLogList } from './AuditLogList';

/** Read only: entries are written by the server in the same transaction as the change they record. */
export default {
  list: AuditLogList,
  icon: HistoryOutlined,
  recordRepresentation: (r: { id: number }) => `#${r.id}`,
};
