import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../components/capability/capable';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { NoControlSurface } from '../../features/trainer/components/control-gate';
import { TrainerConsole } from '../../features/trainer/components/trainer-console';
import '../../lib/dayjs-locale';
import { PublicPage } from './public-page';

function TrainerPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t('trainer.title');
  useDocumentTitle(title);
  return (
    <PublicPage width={1280}>
      <header style={{ marginBottom: token.marginXXS }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {title}
        </Typography.Title>
      </header>
      <Capable name="training" fallback={<NoControlSurface />}>
        <TrainerConsole />
      </Capable>
    </PublicPage>
  );
}

/**
 * The trainer's console, outside the operator shell and its sign-in: a trainer need not have an operator account.
 * It brings the query client as the shell does, and opens on a backend that offers training (its router asks).
 */
export function TrainerRoute({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TrainerPage />
    </QueryClientProvider>
  );
}
