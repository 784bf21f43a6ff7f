import { describe, expect, it } from 'vitest';
import { imageAddress } from './station-images';

describe('imageAddress', () => {
  it('loads an uploaded image from beside the page, in a sandbox too', () => {
    expect(imageAddress('station/a.png', 'http://localhost:8080/#/operator/station/3')).toBe(
      'http://localhost:8080/uploads/station/a.png',
    );
    expect(imageAddress('station/a.png', 'http://localhost:8080/s/alice/#/operator/station/3')).toBe(
      'http://localhost:8080/s/alice/uploads/station/a.png',
    );
    expect(imageAddress('https://cdn.example/a.png', 'http://localhost:8080/')).toBe('https://cdn.example/a.png');
  });
});
