import type { GlobalToken } from 'antd';

// ECharts' own series colours; its third, a dark slate, vanishes on a dark ground, where a light slate replaces it.
const SERIES = ['#5070dd', '#b6d634', '#505372', '#ff994d', '#0ca8df', '#ffd10a', '#fb628b', '#785db0', '#3fbe95'];
const DARK_SERIES = SERIES.map((colour) => (colour === '#505372' ? '#a3a7c7' : colour));

function axis(token: GlobalToken) {
  return {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisTick: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: token.colorTextSecondary },
    splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    nameTextStyle: { color: token.colorTextSecondary },
  };
}

/** ECharts' colours for texts, axes and tooltips, taken from antd's tokens so a chart follows the light or dark theme. */
export function chartTheme(token: GlobalToken, dark: boolean): Record<string, unknown> {
  return {
    darkMode: dark,
    color: dark ? DARK_SERIES : SERIES,
    backgroundColor: 'transparent',
    textStyle: { color: token.colorText, fontFamily: token.fontFamily },
    legend: {
      textStyle: { color: token.colorText },
      pageTextStyle: { color: token.colorTextSecondary },
      pageIconColor: token.colorText,
      pageIconInactiveColor: token.colorTextDisabled,
    },
    tooltip: {
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorderSecondary,
      textStyle: { color: token.colorText },
    },
    axisPointer: {
      lineStyle: { color: token.colorBorder },
      crossStyle: { color: token.colorBorder },
      label: { color: token.colorText, backgroundColor: token.colorBgElevated },
    },
    categoryAxis: { ...axis(token), splitLine: { show: false } },
    valueAxis: axis(token),
    pie: { itemStyle: { borderColor: token.colorBgContainer }, label: { color: token.colorText } },
  };
}
