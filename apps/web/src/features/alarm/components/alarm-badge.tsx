import { BellOutlined } from '@ant-design/icons';
import { AlarmStatus } from '@pcharging/api-client';
import { Badge, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission } from '../../../components/permission/use-permission';
import { paths } from '../../../config/paths';
import { THUMB_TARGET } from '../../../lib/theme';
import { useOpenAlarmCount } from '../api/count-open-alarms';

/** The spec's badge maximum: more shows as 99+. */
const BADGE_MAX = 99;

const openAlarmsHref = `${paths.operator.alarms.getHref()}?status=${AlarmStatus.Open}`;

function OpenAlarmBadge() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const open = useOpenAlarmCount().data?.open ?? 0;
  const label = `${t('pages.operator.alarm.title')}: ${open}`;
  return (
    <Tooltip title={label}>
      <Link
        to={openAlarmsHref}
        aria-label={label}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: THUMB_TARGET,
          minHeight: THUMB_TARGET,
          padding: '0 8px',
        }}
      >
        <Badge count={open} overflowCount={BADGE_MAX} size="small">
          <BellOutlined style={{ fontSize: 18, color: token.colorText }} />
        </Badge>
      </Link>
    </Tooltip>
  );
}

/** The header's open-alarm count, linking to the open alarms; only for users who may list alarms. */
export function AlarmBadge() {
  return usePermission('operator:alarm:list') ? <OpenAlarmBadge /> : null;
}
