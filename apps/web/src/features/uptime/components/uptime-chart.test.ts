import { describe, expect, it } from 'vitest';
import { uptimeBarLabel } from './uptime-chart';

describe('a bar of the uptime chart', () => {
  it('is named by its port code and station, not by the alias two stations share', () => {
    expect(uptimeBarLabel({ port_code: 'ABB00700048-2', station_name: 'Montréal Mall' })).toBe(
      'ABB00700048-2\nMontréal Mall',
    );
  });
});
