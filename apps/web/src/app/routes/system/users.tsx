import { NotBuiltRoute } from '../not-built';

/** Placeholder until this screen is built. */
export function UsersRoute() {
  return <NotBuiltRoute />;
}
