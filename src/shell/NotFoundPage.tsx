import SearchOff from '@mui/icons-material/SearchOff';
import { StatusPage } from './StatusPage';

/** Admin's catchAll: an address that matches no screen. */
export function NotFoundPage() {
  return <StatusPage icon={<SearchOff />} titleKey="app.errors.not_found_title" textKey="app.errors.not_found_text" />;
}
