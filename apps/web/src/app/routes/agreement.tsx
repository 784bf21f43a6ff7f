import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundResult } from '../../components/errors/not-found-result';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PublicPage } from './public-page';

const AGREEMENTS = ['service', 'privacy'] as const;
type Agreement = (typeof AGREEMENTS)[number];

function isAgreement(name: string | undefined): name is Agreement {
  return (AGREEMENTS as readonly (string | undefined)[]).includes(name);
}

export function AgreementRoute() {
  const { name } = useParams();
  const { t } = useTranslation();
  const title = isAgreement(name) ? t(`pages.agreement.${name}.title`) : t('pages.notFound.title');
  useDocumentTitle(title);

  if (!isAgreement(name)) {
    return (
      <PublicPage width={720}>
        <NotFoundResult subTitle={t('pages.agreement.notFound')} heading />
      </PublicPage>
    );
  }
  return (
    <PublicPage width={720}>
      <Card>
        <Typography>
          <Typography.Title level={1}>{title}</Typography.Title>
          {t(`pages.agreement.${name}.body`)
            .split('\n')
            .filter(Boolean)
            .map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
        </Typography>
      </Card>
    </PublicPage>
  );
}
