import type { PowerSample } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart/chart';
import { useFormat } from '../../../lib/format';

/** Power (bars of the minutes) and energy so far (a line) over the session, on two axes. */
export function PowerCurve({ samples }: { samples: readonly PowerSample[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const power = t('charger.session.curve.power');
  const energy = t('charger.session.curve.energy');
  // Each minute's hour and minute in the network's zone (a date-time cut to its end lost the hour).
  const times = samples.map((sample) => format.clockTime(sample.at));
  const option: ChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (value) => format.number(Number(value)) },
    legend: { data: [power, energy], bottom: 0 },
    grid: { left: 56, right: 56, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: times },
    yAxis: [
      { type: 'value', name: power, nameGap: 12, axisLabel: { formatter: (value: number) => format.number(value) } },
      {
        type: 'value',
        name: energy,
        nameGap: 12,
        position: 'right',
        axisLabel: { formatter: (value: number) => format.number(value) },
      },
    ],
    series: [
      { name: power, type: 'line', step: 'end', areaStyle: {}, symbol: 'none', data: samples.map((s) => s.power_kw) },
      { name: energy, type: 'line', yAxisIndex: 1, symbol: 'none', data: samples.map((s) => s.energy_kwh) },
    ],
  };
  return <Chart option={option} label={t('charger.session.curve')} height={260} />;
}
