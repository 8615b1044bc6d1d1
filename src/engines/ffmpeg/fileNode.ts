import type { CoreFS, FSNode } from './core';
import type { OpfsOutputFile } from '../opfsOutputFile';

interface Stream {
  position: number;
}

const SEEK_CUR = 1;
const SEEK_END = 2;
const EINVAL = 28;
/** Emscripten's "No space left on device": ffmpeg then stops with a write error. */
const ENOSPC = 51;

/**
 * Makes `path` in the core's file system a file whose bytes live in `file` (the origin-private file
 * system) instead of in the worker's memory: ffmpeg writes, seeks and reads it back (an MP4's
 * "faststart" pass does) through these operations. Emscripten's own OPFS backend (WasmFS) is not
 * in the ffmpeg.wasm 0.12 core; its MEMFS lets a node's operations be replaced, which is all it takes.
 */
export function backWithFile(fs: CoreFS, path: string, file: OpfsOutputFile): void {
  fs.writeFile(path, new Uint8Array(0));
  const node = fs.lookupPath(path).node;
  const memfs = node.node_ops;
  node.node_ops = {
    ...memfs,
    getattr: (n: FSNode) => ({ ...memfs.getattr(n), size: file.size() }),
    setattr: (n: FSNode, attr: { size?: number }) => {
      if (attr.size !== undefined) noSpaceAsErrno(fs, () => file.truncate(attr.size!));
      memfs.setattr(n, { ...attr, size: undefined });
    },
  };
  node.stream_ops = {
    read: (_s: Stream, buffer: Uint8Array, offset: number, length: number, position: number) =>
      file.read(buffer.subarray(offset, offset + length), position),
    write: (_s: Stream, buffer: Uint8Array, offset: number, length: number, position: number) =>
      noSpaceAsErrno(fs, () => file.write(buffer.subarray(offset, offset + length), position)),
    llseek: (stream: Stream, offset: number, whence: number) => {
      const position = offset + (whence === SEEK_CUR ? stream.position : whence === SEEK_END ? file.size() : 0);
      if (position < 0) throw new fs.ErrnoError(EINVAL);
      return position;
    },
  };
}

/**
 * A write that found no room becomes ENOSPC inside the core (any other exception would abort the
 * whole wasm instance); the file keeps the failure (`storageFull`), which runFFmpeg reports.
 */
function noSpaceAsErrno<T>(fs: CoreFS, step: () => T): T {
  try {
    return step();
  } catch (e) {
    if ((e as Error)?.name === 'StorageFullError') throw new fs.ErrnoError(ENOSPC);
    throw e;
  }
}
