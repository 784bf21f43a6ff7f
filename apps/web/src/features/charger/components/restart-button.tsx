import { PoweroffOutlined } from '@ant-design/icons';
import type { ChargerDetail } from '@pcharging/api-client';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { restartChargerMutationOptions } from '../api/restart-charger';

/** Remote restart, confirmed; an offline charger is refused by the server, whose reason is shown. */
export function RestartButton({ chargerId }: { chargerId: number }) {
  const { t } = useTranslation();
  const restart = useAction<number, ChargerDetail>({ kind: 'restart', mutation: restartChargerMutationOptions() });
  return (
    <Permission value="operator:pile:restart">
      <Button danger icon={<PoweroffOutlined />} loading={restart.pending} onClick={() => restart.trigger(chargerId)}>
        {t('charger.action.restart')}
      </Button>
    </Permission>
  );
}
