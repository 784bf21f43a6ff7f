import type { SessionRow } from '@pcharging/api-client';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../lib/catalogue-types';
import { useFormat } from '../../../lib/format';

const STATE_KEYS: Readonly<Record<SessionRow['state'], TextKey>> = {
  preparing: 'charger.session.state.preparing',
  charging: 'charger.session.state.charging',
  finishing: 'charger.session.state.finishing',
  ended: 'charger.session.state.ended',
};

const STATE_COLOURS: Readonly<Record<SessionRow['state'], string>> = {
  preparing: 'gold',
  charging: 'green',
  finishing: 'blue',
  ended: 'default',
};

/** The session's state, and when it is suspect, why and since when, in words an operator acts on. */
export function SessionState({ session }: { session: SessionRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const since = format.dateTime(session.suspect_since);
  return (
    <Space direction="vertical" size={0}>
      <Space size={4} wrap>
        <Tag color={STATE_COLOURS[session.state]}>{t(STATE_KEYS[session.state])}</Tag>
        {session.suspect && <Tag color="red">{t('charger.session.suspect')}</Tag>}
      </Space>
      {session.suspect_reason === 'charger_offline' && (
        <Typography.Text type="danger">{t('charger.session.reason.charger_offline', { since })}</Typography.Text>
      )}
      {session.suspect_reason === 'no_energy' && (
        <Typography.Text type="danger">{t('charger.session.reason.no_energy', { since })}</Typography.Text>
      )}
      {session.stop_requested_at && (
        <Typography.Text type="warning">
          {t('charger.session.stopPending', { at: format.dateTime(session.stop_requested_at) })}
        </Typography.Text>
      )}
    </Space>
  );
}
