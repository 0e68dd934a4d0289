import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { StatusPage } from './StatusPage';

/**
 * Admin's authenticationError: the session could not be checked (the auth server failed, not a
 * signed-out admin, who is sent to the sign-in page). react-admin's own page imports its title
 * preference editor; this one is our StatusPage with react-admin's words.
 */
export function AuthenticationErrorPage() {
  return <StatusPage icon={<ReportProblemOutlined />} titleKey="ra.page.authentication_error" textKey="ra.message.authentication_error" />;
}
