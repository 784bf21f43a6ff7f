import { describe, expect, it } from 'vitest';
import { decodeForm, encodeForm } from './form-codec';

describe('encodeForm', () => {
  it('writes business fields as params[key] and paging as pageinfo[key]', () => {
    const text = encodeForm({
      token: 'abc',
      params: { account: 'admin', type: 2 },
      pageinfo: { page: 3, perpage: 20 },
    });
    expect(text).toBe(
      'token=abc&params%5Baccount%5D=admin&params%5Btype%5D=2&pageinfo%5Bpage%5D=3&pageinfo%5Bperpage%5D=20',
    );
  });

  it('JSON-encodes arrays and objects inside params instead of flattening them', () => {
    const text = encodeForm({ params: { ids: [1, 2], range: { from: '2026-01-01' } } });
    const decoded = new URLSearchParams(text);
    expect(decoded.get('params[ids]')).toBe('[1,2]');
    expect(decoded.get('params[range]')).toBe('{"from":"2026-01-01"}');
    expect(text).not.toContain('object Object');
  });

  it('skips undefined fields and sends null as an empty value', () => {
    const decoded = new URLSearchParams(encodeForm({ token: undefined, params: { a: undefined, b: null } }));
    expect(decoded.has('token')).toBe(false);
    expect(decoded.has('params[a]')).toBe(false);
    expect(decoded.get('params[b]')).toBe('');
  });

  it('keeps unicode and reserved characters intact', () => {
    const text = encodeForm({ params: { name: '充电站 & <b>', note: 'a=b' } });
    expect(decodeForm(text).groups.params).toEqual({ name: '充电站 & <b>', note: 'a=b' });
  });
});

describe('decodeForm', () => {
  it('reads bracket keys into groups and plain keys into fields', () => {
    const decoded = decodeForm('token=t1&params%5Baccount%5D=ops&pageinfo%5Bpage%5D=2');
    expect(decoded.fields).toEqual({ token: 't1' });
    expect(decoded.groups).toEqual({ params: { account: 'ops' }, pageinfo: { page: '2' } });
  });

  it('round-trips what encodeForm writes', () => {
    const body = { token: 'x', params: { a: '1', list: [1, 'two'] }, pageinfo: { page: 1, perpage: 10 } };
    const decoded = decodeForm(encodeForm(body));
    expect(decoded.groups.params).toEqual({ a: '1', list: '[1,"two"]' });
    expect(decoded.groups.pageinfo).toEqual({ page: '1', perpage: '10' });
  });

  it('treats deeper or malformed brackets as plain field names rather than guessing', () => {
    const decoded = decodeForm('params%5Ba%5D%5Bb%5D=1&params%5B%5D=2&%5Bx%5D=3');
    expect(decoded.groups).toEqual({});
    expect(Object.keys(decoded.fields).sort()).toEqual(['[x]', 'params[]', 'params[a][b]']);
  });

  it('cannot be tricked into writing object prototype keys', () => {
    const decoded = decodeForm('params%5B__proto__%5D=1&__proto__%5Bpolluted%5D=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // biome-ignore lint/suspicious/noProto: the test is about a key literally named __proto__
    expect(decoded.groups.params?.__proto__).toBe('1');
  });
});
