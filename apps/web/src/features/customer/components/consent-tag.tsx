import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSENT_PENDING } from '../customer-status';

export function ConsentTag({ consent }: { consent: number }) {
  const { t } = useTranslation();
  return consent === CONSENT_PENDING ? (
    <Tag color="warning">{t('customer.consent.pending')}</Tag>
  ) : (
    <Tag color="success">{t('customer.consent.given')}</Tag>
  );
}
