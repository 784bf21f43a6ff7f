import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart, type ChartOption } from './chart';

const instance = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
const init = vi.hoisted(() => vi.fn(() => instance));
vi.mock('./echarts-runtime', () => ({ init }));

describe('chart', () => {
  it('draws the latest option once ECharts has loaded, and frees it on unmount', async () => {
    const first: ChartOption = { series: [{ type: 'bar', data: [1] }] };
    const second: ChartOption = { series: [{ type: 'bar', data: [2] }] };
    const view = render(<Chart option={first} label="Income" />);
    view.rerender(<Chart option={second} label="Income" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledWith(second, { notMerge: true }));
    expect(init).toHaveBeenCalledWith(screen.getByRole('img', { name: 'Income' }));
    view.unmount();
    expect(instance.dispose).toHaveBeenCalled();
  });
});
