import { describe, expect, it } from 'vitest';
import { engineFoldersIn, toolEngineLists, type ChunkInfo } from '../../build/toolEngines';

const chunk = (fileName: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  assets: [],
  engineFolders: [],
  ...more,
});

const FILES = ['/assets/codec-1.wasm', '/engines/ffmpeg/core.wasm', '/engines/ffmpeg/core.js', '/engines/heif/heif.mjs'];

// Worker build: the entry loads both pipelines; they share a codec chunk; only b's names ffmpeg.
const worker = [
  chunk('worker.js', { isEntry: true, dynamicImports: ['a.js', 'b.js'] }),
  chunk('a.js', { facade: 'plugins/a/pipeline.ts', imports: ['codec.js'] }),
  chunk('b.js', { facade: 'plugins/b/pipeline.ts', imports: ['codec.js'], engineFolders: ['/engines/ffmpeg/'] }),
  chunk('codec.js', { assets: ['/assets/codec-1.wasm'] }),
];
// App build: the shell's compare view names heif (every tool gets it); a's editor imports b's manifest.
const app = [
  chunk('index.js', { isEntry: true, dynamicImports: ['compare.js', 'a-editor.js'] }),
  chunk('compare.js', { engineFolders: ['/engines/heif/'] }),
  chunk('a-editor.js', { facade: 'plugins/a/Editor.tsx', imports: ['b-manifest.js'] }),
  chunk('b-manifest.js', { facade: 'plugins/b/manifest.ts' }),
];

describe('toolEngineLists', () => {
  it("lists the wasm a tool's chunks emit and the engine folders they name, not another tool's", () => {
    const { tools, problems } = toolEngineLists({ worker, app }, ['a', 'b', 'c'], ['a', 'b'], FILES);
    expect(problems).toEqual([]);
    expect(tools.a).toEqual(['/assets/codec-1.wasm', '/engines/heif/heif.mjs']);
    expect(tools.b).toEqual(['/assets/codec-1.wasm', '/engines/ffmpeg/core.js', '/engines/ffmpeg/core.wasm', '/engines/heif/heif.mjs']);
    expect(tools.c).toEqual(['/engines/heif/heif.mjs']);
  });

  it('names the problems: an engine file no tool lists, a named folder with no file, a pipeline without its chunk', () => {
    const { problems } = toolEngineLists(
      { worker: [...worker, chunk('x.js', { facade: 'plugins/x/pipeline.ts', engineFolders: ['/engines/gone/'] })], app },
      ['a', 'b', 'x', 'y'],
      ['a', 'b', 'x', 'y'],
      [...FILES, '/engines/model/u2net.onnx'],
    );
    expect(problems).toEqual([
      'x: x.js names /engines/gone/, which holds no engine file',
      'y: no chunk for plugins/y/pipeline.ts in the worker build',
      "/engines/model/u2net.onnx is an engine file no tool's code names",
    ]);
  });
});

describe('engineFoldersIn', () => {
  it('finds the folders named in built code', () => {
    expect(
      engineFoldersIn('const a="/engines/avif-mt/avif_enc_mt.js",b=t>1?"/engines/ffmpeg-mt":"/engines/ffmpeg";fetch(`/engines/${p}`)'),
    ).toEqual(['/engines/avif-mt/', '/engines/ffmpeg-mt/', '/engines/ffmpeg/']);
  });
});
