/** Opens a user's image file for the cover (background or screenshot), checked by its bytes first. */
import { ToolError } from '../../schemas/pipeline';
import { readImageSize } from '../../src/engines/imageSize';
import { heifAsPng } from '../../src/engines/heif/heifAsPng';
import type { EditorProps } from '../../src/runner/editorProps';
import type { ImageSource } from './render';

export const COVER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp', 'image/avif', 'image/heic'];
/** Chromium's canvas side limit and a memory cap (a 100 MP bitmap is 400 MB): pixel bombs stop here. */
const MAX_SIDE = 16_384;
const MAX_PIXELS = 100_000_000;

export async function openUserImage(file: Blob, checkFile: EditorProps['checkFile']): Promise<ImageSource> {
  const type = await checkFile(file, COVER_IMAGE_TYPES);
  const size = readImageSize(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()), type);
  if (size && (size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_PIXELS)) {
    throw new ToolError('errors.imageTooLarge', { width: size.width, height: size.height, max: MAX_SIDE });
  }
  try {
    // Browsers cannot decode HEIC: libheif does it, in a worker (a separate engine file, loaded on the first HEIC).
    const source = type === 'image/heic' ? await heifAsPng(file) : file;
    const bitmap = await createImageBitmap(source);
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  } catch {
    throw new ToolError('errors.decodeFailed');
  }
}
