import { describe, expect, it } from 'vitest';
import { acceptAttribute, uploadProblem } from './file-rules';

const MEGABYTE = 1024 * 1024;

describe('upload rules', () => {
  it('refuse a CSV, a file without extension, an empty file and an import over 2 MB before anything is sent', () => {
    expect(uploadProblem({ name: 'cards.csv', size: 10 }, 'import')).toBe('unsupported');
    expect(uploadProblem({ name: 'cards', size: 10 }, 'import')).toBe('unsupported');
    expect(uploadProblem({ name: 'cards.xlsx', size: 0 }, 'import')).toBe('empty');
    expect(uploadProblem({ name: 'cards.xlsx', size: 2 * MEGABYTE + 1 }, 'import')).toBe('tooLarge');
    expect(uploadProblem({ name: 'logo.gif', size: 10 }, 'image')).toBe('unsupported');
  });

  it('let through what the simulator accepts, whatever the case of the extension', () => {
    expect(uploadProblem({ name: 'CARDS.XLSX', size: 2 * MEGABYTE }, 'import')).toBeUndefined();
    expect(uploadProblem({ name: 'photo.JPEG', size: 1000 }, 'image')).toBeUndefined();
    expect(acceptAttribute('image')).toBe('.png,.jpg,.jpeg');
  });
});
