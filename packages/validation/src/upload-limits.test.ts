import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './upload-limits';

describe('upload limits', () => {
  it('accept PNG and JPEG images and XLS/XLSX imports of at most 2 MB each', () => {
    expect(UPLOAD_LIMITS.image.extensions).toEqual(['png', 'jpg', 'jpeg']);
    expect(UPLOAD_LIMITS.import.extensions).toEqual(['xls', 'xlsx']);
    expect([UPLOAD_LIMITS.image.maxMegabytes, UPLOAD_LIMITS.import.maxMegabytes]).toEqual([2, 2]);
  });
});
