import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { Permission } from '../../../components/permission/permission';
import { StartSessionDialog, type StartSessionDialogProps } from './start-session-dialog';

/** Remote start, where the backend offers it and the user may: opens the start dialog for this port or customer. */
export function StartSessionButton({
  asCard = false,
  ...props
}: Omit<StartSessionDialogProps, 'open' | 'onClose'> & { asCard?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <Button icon={<ThunderboltOutlined />} onClick={() => setOpen(true)}>
      {t('charger.remoteStart.open')}
    </Button>
  );
  return (
    <Capable name="remote-start">
      <Permission value="operator:session:start">
        {asCard ? (
          <Card size="small" title={t('charger.remoteStart.cardTitle')} extra={button}>
            <Typography.Text type="secondary">{t('charger.remoteStart.cardHint')}</Typography.Text>
          </Card>
        ) : (
          button
        )}
        <StartSessionDialog {...props} open={open} onClose={() => setOpen(false)} />
      </Permission>
    </Capable>
  );
}
