import type { PricePreview as PricePreviewAnswer } from '@pcharging/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { PreviewStationsTable } from './preview-stations-table';
import { PreviewTotals, TypicalSession } from './preview-totals';

export interface PricePreviewProps {
  /** The preview of the proposed fees (see `usePriceTemplatePreview`). */
  preview: UseQueryResult<PricePreviewAnswer>;
}

/**
 * What the proposed fees would have charged over the last 30 days at the stations using the template, against what
 * the current fees charged: in total, for a typical session and station by station.
 */
export function PricePreview({ preview }: PricePreviewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  let body: ReactNode;
  if (preview.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('price.preview.failed')}
        action={
          <Button size="small" onClick={() => void preview.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (preview.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    const { range, totals, typical, stations } = preview.data;
    body = (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('price.preview.range', { from: format.day(range.from), to: format.day(range.to) })}
        </Typography.Text>
        <PreviewTotals totals={totals} />
        <TypicalSession typical={typical} />
        <PreviewStationsTable stations={stations} />
      </Flex>
    );
  }
  return (
    <section aria-label={t('price.preview.title')} aria-busy={preview.isFetching}>
      <Typography.Title level={5}>{t('price.preview.title')}</Typography.Title>
      {body}
    </section>
  );
}
