import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appearanceStore } from '../../lib/appearance';
import { renderInApp } from '../../testing/render';
import { Chart, type ChartOption } from './chart';

const instance = vi.hoisted(() => ({ setOption: vi.fn(), setTheme: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
const init = vi.hoisted(() => vi.fn(() => instance));
vi.mock('./echarts-runtime', () => ({ init }));

const option: ChartOption = { series: [{ type: 'bar', data: [1] }] };

describe('chart', () => {
  afterEach(() => {
    act(() => appearanceStore.setScheme('light'));
    window.localStorage.clear();
    vi.clearAllMocks();
  });

  it('draws the latest option once ECharts has loaded, and frees it on unmount', async () => {
    const second: ChartOption = { series: [{ type: 'bar', data: [2] }] };
    const view = render(<Chart option={option} label="Income" />);
    view.rerender(<Chart option={second} label="Income" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledWith(second, { notMerge: true }));
    expect(init).toHaveBeenCalledWith(screen.getByRole('img', { name: 'Income' }), expect.anything());
    view.unmount();
    expect(instance.dispose).toHaveBeenCalled();
  });

  it("writes in the theme's text colour, and follows a switch to dark mode", async () => {
    renderInApp(<Chart option={option} label="Income" />);
    await waitFor(() => expect(init).toHaveBeenCalled());
    expect(init).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ darkMode: false, textStyle: expect.objectContaining({ color: 'rgba(0,0,0,0.88)' }) }),
    );

    act(() => appearanceStore.setScheme('dark'));
    expect(instance.setTheme).toHaveBeenLastCalledWith(
      expect.objectContaining({
        darkMode: true,
        textStyle: expect.objectContaining({ color: 'rgba(255,255,255,0.85)' }),
        valueAxis: expect.objectContaining({ axisLabel: { color: 'rgba(255,255,255,0.65)' } }),
      }),
    );
  });
});
