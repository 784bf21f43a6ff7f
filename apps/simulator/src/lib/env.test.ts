import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('the network settings', () => {
  it('default to Toronto and Canadian dollars', () => {
    expect(loadConfig({}).network).toEqual({ timeZone: 'America/Toronto', currency: 'CAD' });
  });

  it('take any IANA zone and ISO 4217 currency', () => {
    const config = loadConfig({ PCHARGING_TIME_ZONE: 'Asia/Shanghai', PCHARGING_CURRENCY: 'CNY' });
    expect(config.network).toEqual({ timeZone: 'Asia/Shanghai', currency: 'CNY' });
    expect(loadConfig({ PCHARGING_TIME_ZONE: 'UTC' }).network.timeZone).toBe('UTC');
  });

  it.each([
    ['a zone that does not exist', { PCHARGING_TIME_ZONE: 'Mars/Olympus' }, /PCHARGING_TIME_ZONE: must be an IANA/],
    ['an offset instead of a zone', { PCHARGING_TIME_ZONE: '+05:00' }, /PCHARGING_TIME_ZONE/],
    ['a currency in small letters', { PCHARGING_CURRENCY: 'cad' }, /PCHARGING_CURRENCY: must be an ISO 4217/],
    ['a currency that does not exist', { PCHARGING_CURRENCY: 'XYZ' }, /PCHARGING_CURRENCY/],
  ])('refuse %s at start, naming the setting', (_name, environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
