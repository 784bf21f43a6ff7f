import { Card, Col, Empty, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartCardProps {
  title: ReactNode;
  extra?: ReactNode;
  chart: ReactNode;
  /** The same figures as a table, for those who would rather read them. */
  table: ReactNode;
  layout?: 'beside' | 'under';
  empty?: boolean;
}

export function ChartCard({ title, extra, chart, table, layout = 'beside', empty = false }: ChartCardProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (empty) body = <Empty description={t('statistics.empty.range')} />;
  else if (layout === 'under') {
    body = (
      <Flex vertical gap={16}>
        {chart}
        {table}
      </Flex>
    );
  } else {
    body = (
      <Row gutter={[16, 16]} align="middle">
        <Col xs={24} xl={12}>
          {chart}
        </Col>
        <Col xs={24} xl={12}>
          {table}
        </Col>
      </Row>
    );
  }
  return (
    <Card title={title} extra={empty ? undefined : extra}>
      {body}
    </Card>
  );
}
