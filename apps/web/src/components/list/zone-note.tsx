import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCapability } from '../../lib/capabilities';
import { deploymentSaysZone } from '../../lib/network';
import { useNetwork } from '../../lib/use-session';

/**
 * Whose days a date filter means: the network's, on a backend that sends its zone or a deployment that says it; the
 * browser's otherwise.
 */
export function ZoneNote() {
  const { t } = useTranslation();
  const { timeZone } = useNetwork();
  const networkZone = useCapability('network-settings') || deploymentSaysZone();
  return (
    <Typography.Text type="secondary">
      {t(networkZone ? 'common.networkDays' : 'common.browserDays', { zone: timeZone })}
    </Typography.Text>
  );
}
