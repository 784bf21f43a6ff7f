import { describe, expect, it } from 'vitest';
import { classNames } from './class-names';

describe('a class of sandboxes', () => {
  it('is named from a list, one a line or separated by commas, each once, in lower case', () => {
    expect(classNames({ by: 'list', names: 'Alice\nbob, carol;  dave\n\nalice' })).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
    ]);
  });

  it('is named from a prefix and a count', () => {
    expect(classNames({ by: 'prefix', prefix: ' Monday ', count: 3 })).toEqual(['monday-1', 'monday-2', 'monday-3']);
  });

  it('is empty until a name, or a prefix and a count, is given', () => {
    expect(classNames({ by: 'list', names: ' \n, ' })).toEqual([]);
    expect(classNames({ by: 'prefix', prefix: 'monday' })).toEqual([]);
  });
});
