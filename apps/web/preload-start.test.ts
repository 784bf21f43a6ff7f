import { describe, expect, it } from 'vitest';
import { startChunks } from './preload-start';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as const;

describe("the start module's chunks", () => {
  it('are its own and everything it imports, each once, and nothing else', () => {
    const bundle = {
      'index.js': chunk('index.js', ['runtime.js'], '/app/index.html'),
      'start.js': chunk('start.js', ['react.js', 'antd.js'], '/app/src/app/start.tsx'),
      'react.js': chunk('react.js', ['runtime.js']),
      'antd.js': chunk('antd.js', ['react.js', 'runtime.js']),
      'runtime.js': chunk('runtime.js', []),
      'shell.js': chunk('shell.js', ['antd.js'], '/app/src/app/routes/shell.tsx'),
      'style.css': { type: 'asset' } as const,
    };
    expect(startChunks(bundle)).toEqual(['start.js', 'react.js', 'runtime.js', 'antd.js']);
  });

  it('fail the build when the start module is missing', () => {
    expect(() => startChunks({})).toThrow(/src\/app\/start\.tsx/);
  });
});
