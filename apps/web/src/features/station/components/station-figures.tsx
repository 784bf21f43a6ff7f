import type { StationDetail } from '@pcharging/api-client';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The station's live figures: chargers, ports, today's energy and sessions, open alarms. */
export function StationFigures({ figures }: { figures: StationDetail['figures'] }) {
  const { t } = useTranslation();
  const items = [
    { key: 'piles', title: t('station.figures.piles'), value: `${figures.piles_online} / ${figures.piles}` },
    {
      key: 'ports',
      title: t('station.figures.portsAvailable'),
      value: `${figures.ports_available} / ${figures.ports_total}`,
    },
    { key: 'charging', title: t('station.figures.portsCharging'), value: figures.ports_charging },
    { key: 'energy', title: t('station.figures.todayEnergy'), value: figures.today_energy_kwh },
    { key: 'sessions', title: t('station.figures.todaySessions'), value: figures.today_sessions },
    { key: 'alarms', title: t('station.figures.openAlarms'), value: figures.open_alarms },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
