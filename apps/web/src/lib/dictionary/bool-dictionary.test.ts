import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { boolDictionary, boolLabel } from './bool-dictionary';

describe('boolean dictionary', () => {
  const t = i18n.getFixedT('en');

  it('maps 0 to No and 1 to Yes', () => {
    expect(boolDictionary(t)).toEqual([
      { id: 0, name: 'No' },
      { id: 1, name: 'Yes' },
    ]);
  });

  it('labels numbers, numeric strings and booleans, and nothing else', () => {
    expect([1, '1', true, 0, '0', false, null, 2].map((value) => boolLabel(value, t))).toEqual([
      'Yes',
      'Yes',
      'Yes',
      'No',
      'No',
      'No',
      '',
      '',
    ]);
    expect(boolLabel(1, i18n.getFixedT('fr'))).toBe('Oui');
  });
});
