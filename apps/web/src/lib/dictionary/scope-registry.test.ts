import { describe, expect, it } from 'vitest';
import { createScopeRegistry } from './scope-registry';

describe('scope registry', () => {
  it('releases the keys of every page but the current one, once', () => {
    const registry = createScopeRegistry();
    registry.register('/a', ['dictionary', 'scoped', '/a', 'en', 'bool']);
    registry.register('/a', ['dictionary', 'scoped', '/a', 'en', 'bool']);
    registry.register('/b', ['dictionary', 'scoped', '/b', 'en', 'fee_type']);

    expect(registry.release('/b')).toEqual([['dictionary', 'scoped', '/a', 'en', 'bool']]);
    expect(registry.release('/b')).toEqual([]);
    expect(registry.release('/c')).toEqual([['dictionary', 'scoped', '/b', 'en', 'fee_type']]);
  });
});
