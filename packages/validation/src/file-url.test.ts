import { describe, expect, it } from 'vitest';
import { resolveFileUrl } from './file-url';

const origin = 'https://ops.example.com';

describe('resolveFileUrl', () => {
  it.each([
    'https://cdn.example.com//a//b.png',
    'http://cdn.example.com/a.png',
    'httpfoo/a.png',
    'ftp://files.example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/static/img/logo.png',
    'wxfile://tmp_abc.jpg',
  ])('returns the full link %j unchanged', (path) => {
    expect(resolveFileUrl(path, { origin })).toBe(path);
  });

  it.each<[string, string | undefined, string]>([
    ['station/1.png', undefined, 'https://ops.example.com/uploads/station/1.png'],
    ['/station/1.png', undefined, 'https://ops.example.com/uploads/station/1.png'],
    ['station//1.png', undefined, 'https://ops.example.com/uploads/station/1.png'],
    ['//station///1.png', undefined, 'https://ops.example.com/uploads/station/1.png'],
    ['a.png', '/files/', 'https://ops.example.com/files/a.png'],
    ['a.png', 'files', 'https://ops.example.com/files/a.png'],
    ['a.png', '/', 'https://ops.example.com/a.png'],
    ['static/a.png', undefined, 'https://ops.example.com/uploads/static/a.png'],
  ])('prefixes %j with the uploads path %j', (path, uploadsPath, expected) => {
    expect(resolveFileUrl(path, { origin, uploadsPath })).toBe(expected);
  });

  it.each([
    ['https://ops.example.com/', 'https://ops.example.com/uploads/a.png'],
    ['http://localhost:5173', 'http://localhost:5173/uploads/a.png'],
    ['', '/uploads/a.png'],
  ])('keeps the scheme of origin %j intact', (base, expected) => {
    expect(resolveFileUrl('a.png', { origin: base })).toBe(expected);
  });

  it('leaves an empty path empty rather than pointing at the uploads folder', () => {
    expect(resolveFileUrl('', { origin })).toBe('');
  });
});
