import { Card, Col, Row, Statistic } from 'antd';

export interface Kpi {
  key: string;
  title: string;
  value: string;
  suffix?: string;
}

export function KpiGrid({ items }: { items: readonly Kpi[] }) {
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={6} xxl={4}>
          <Card size="small" style={{ height: '100%' }}>
            {/* The value arrives formatted for the locale; Statistic must not regroup its digits. */}
            <Statistic title={item.title} value={item.value} formatter={() => item.value} suffix={item.suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
