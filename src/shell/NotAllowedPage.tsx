import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { StatusPage } from './StatusPage';

/** A screen the signed-in admin's role does not open (also Admin's `accessDenied`). */
export function NotAllowedPage() {
  return <StatusPage icon={<BlockOutlined />} titleKey="app.errors.not_allowed_title" textKey="app.errors.not_allowed_text" />;
}
