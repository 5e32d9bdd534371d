// Sends an alias address (/company/jobs …) to its page, keeping the query (jobid …) and the tab hash.
import { Navigate, useLocation } from 'react-router-dom';

export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
