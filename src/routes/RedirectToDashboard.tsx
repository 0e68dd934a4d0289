import { Navigate } from 'react-router-dom';

/** `/` is not a page of its own: the specification's home is /dashboard. */
export const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;
