import { Typography, theme } from 'antd';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption, ECharts } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../lib/appearance';
import { chartTheme } from './chart-theme';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | TooltipComponentOption
>;

export interface ChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the table beside it carries the figures). */
  label: string;
  height?: number;
}

/**
 * The one door to ECharts. The library arrives in its own chunk after the page has drawn its figures and tables,
 * so the statistics screens do not wait for it and no other route ever loads it.
 */
export function Chart({ option, label, height = 320 }: ChartProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);
  const latestOption = useRef(option);
  const [failed, setFailed] = useState(false);
  const { token } = theme.useToken();
  const { scheme } = useAppearance();
  // Charts grow into place unless the system asks for less motion (antd's `motion` token, see theme.ts).
  const colours = useMemo(
    () => ({ ...chartTheme(token, scheme === 'dark'), animation: token.motion !== false }),
    [token, scheme],
  );
  const latestColours = useRef(colours);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    import('./echarts-runtime')
      .then(({ init }) => {
        if (disposed) return;
        const instance = init(element, latestColours.current);
        chart.current = instance;
        instance.setOption(latestOption.current, { notMerge: true });
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
      })
      .catch(() => {
        // A chart gone before its library arrived has nothing to say (and no page to say it on, in a test).
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    latestColours.current = colours;
    chart.current?.setTheme(colours);
  }, [colours]);

  useEffect(() => {
    latestOption.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  if (failed) return <Typography.Text type="secondary">{t('statistics.chartFailed')}</Typography.Text>;
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
