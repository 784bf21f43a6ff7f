import type { Capability } from '@pcharging/api-client';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useReachable } from '../../../components/permission/use-reachable';

export interface Kpi {
  key: string;
  title: string;
  value: string;
  suffix?: string;
  /** The list behind the figure, filtered to what it counts. */
  href?: string;
  /** The extension of the legacy API the figure comes from: the tile is marked with it. */
  capability?: Capability;
}

function Opening({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? <Link to={href}>{children}</Link> : children;
}

/** A figure opens the list behind it only for someone who may open that list. */
export function KpiGrid({ items }: { items: readonly Kpi[] }) {
  const reachable = useReachable();
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => {
        const href = item.href !== undefined && reachable(item.href) ? item.href : undefined;
        return (
          <Col key={item.key} xs={12} md={8} xl={6} xxl={4} data-capability={item.capability}>
            <Opening href={href}>
              <Card size="small" hoverable={href !== undefined} style={{ height: '100%' }}>
                {/* The value arrives formatted for the locale; Statistic must not regroup its digits. */}
                <Statistic title={item.title} value={item.value} formatter={() => item.value} suffix={item.suffix} />
              </Card>
            </Opening>
          </Col>
        );
      })}
    </Row>
  );
}
