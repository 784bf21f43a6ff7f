import { Outlet } from 'react-router-dom';
import { ReloginDialog } from '../../features/auth/components/relogin-dialog';
import { useScopedDictionaryCleanup } from '../../features/dictionary/hooks/use-scoped-dictionary';

export function RootLayout() {
  useScopedDictionaryCleanup();
  return (
    <>
      <Outlet />
      <ReloginDialog />
    </>
  );
}
