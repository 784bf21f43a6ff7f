import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyText } from '../../../components/list/copy-text';
import { usePermission } from '../../../components/permission/use-permission';
import { useChargerWhitelist } from '../api/get-charger-whitelist';
import { WhitelistEditor } from './whitelist-editor';

/** The RFID cards the charger accepts while it cannot reach the back office; changeable only while it is online. */
export function WhitelistCard({ chargerId }: { chargerId: number }) {
  const { t } = useTranslation();
  const whitelist = useChargerWhitelist(chargerId);
  const mayEdit = usePermission('operator:pile:whitelist');
  const [editing, setEditing] = useState(false);
  const data = whitelist.data;

  const editButton =
    mayEdit && data ? (
      <Tooltip title={data.editable ? undefined : t('charger.whitelist.onlineOnly')}>
        <Button icon={<EditOutlined />} disabled={!data.editable} onClick={() => setEditing(true)}>
          {t('charger.whitelist.edit')}
        </Button>
      </Tooltip>
    ) : null;

  return (
    <Card title={t('charger.whitelist.title')} extra={editButton}>
      {!data ? (
        <Skeleton active loading={whitelist.isPending} />
      ) : (
        <Flex vertical gap={12}>
          {!data.editable && <Alert type="info" showIcon title={t('charger.whitelist.onlineOnly')} />}
          <span>{t('charger.whitelist.count', { count: data.white_list.length, max: data.max_cards })}</span>
          {data.white_list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charger.whitelist.empty')} />
          ) : (
            <Flex gap={16} wrap>
              {data.white_list.map((card) => (
                <CopyText key={card} value={card} />
              ))}
            </Flex>
          )}
          <WhitelistEditor open={editing} whitelist={data} onClose={() => setEditing(false)} />
        </Flex>
      )}
    </Card>
  );
}
