import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/redirect/system/user?page=2` re-enters `/system/user?page=2`: a way to refresh a route. */
export function RedirectRoute() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
