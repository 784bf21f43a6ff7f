import type { PortUptime } from '@pcharging/api-client';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart/chart';
import { usePhone } from '../../../lib/phone';

export interface UptimeChartProps {
  ports: readonly PortUptime[];
  target: number;
}

/** A bar's name: the port's code, which no other port has, and its station. */
export const uptimeBarLabel = (port: Pick<PortUptime, 'port_code' | 'station_name'>): string =>
  `${port.port_code}\n${port.station_name}`;

/** The page's ports as bars of their rolling-year uptime, worst first, with the target as a line across. */
export function UptimeChart({ ports, target }: UptimeChartProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const phone = usePhone();
  const option = useMemo((): ChartOption => {
    const lowest = Math.min(target, ...ports.map((port) => port.year.uptime));
    return {
      // ECharts 6 shrinks the grid to keep the two-line, rotated labels inside the chart (its outerBounds).
      grid: { left: 48, right: 16, top: 24, bottom: phone ? 16 : 24 },
      tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)} %` },
      // Each bar says which port it is wherever it stands: its code and its station (aliases repeat across them).
      xAxis: {
        type: 'category',
        data: ports.map(uptimeBarLabel),
        axisLabel: {
          show: !phone,
          interval: 0,
          rotate: ports.length > 8 ? 45 : 0,
          fontSize: 10,
        },
      },
      yAxis: {
        type: 'value',
        min: Math.max(0, Math.floor(lowest - 1)),
        max: 100,
        axisLabel: { formatter: '{value} %' },
      },
      series: [
        {
          type: 'bar',
          name: t('uptime.year'),
          data: ports.map((port) => ({
            value: port.year.uptime,
            itemStyle: { color: port.year.uptime < target ? token.colorError : token.colorPrimary },
          })),
          markLine: {
            symbol: 'none',
            lineStyle: { color: token.colorError, type: 'dashed' },
            label: { formatter: t('uptime.chart.target', { target }), position: 'insideStartTop' },
            data: [{ yAxis: target }],
          },
        },
      ],
    };
  }, [ports, target, t, token.colorError, token.colorPrimary, phone]);
  return <Chart option={option} label={t('uptime.chart.label', { target })} height={280} />;
}
