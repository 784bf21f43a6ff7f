import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { DEMO_RESET, resetNetworkMutationOptions } from '../api/scenarios';

/** Puts this network back as the demo seed made it, after saying what that throws away. */
export function ResetNetworkButton() {
  const { t } = useTranslation();
  const reset = useAction({
    kind: 'submit',
    mutation: resetNetworkMutationOptions(),
    confirmContent: t('trainer.reset.confirm', { seed: DEMO_RESET.seed }),
    successText: () => t('trainer.reset.done', { seed: DEMO_RESET.seed }),
    failureText: (reason) => t('trainer.reset.failed', { reason }),
  });
  return (
    <Button danger icon={<ReloadOutlined />} loading={reset.pending} onClick={() => reset.trigger()}>
      {t('trainer.reset.button')}
    </Button>
  );
}
