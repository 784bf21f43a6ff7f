import { Outlet } from 'react-router-dom';
import { useScopedDictionaryCleanup } from '../../features/dictionary/hooks/use-scoped-dictionary';
import { ReloginDialog } from '../../features/auth/components/relogin-dialog';

export function RootLayout() {
  useScopedDictionaryCleanup();
  return (
    <>
      <Outlet />
      <ReloginDialog />
    </>
  );
}
