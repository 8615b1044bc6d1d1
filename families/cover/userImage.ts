/** Opens a user's image file for the cover (background or screenshot), checked by its bytes first. */
import { ToolError } from '../../schemas/pipeline';
import { assertImageAllowed } from '../../src/engines/sizeGuard';
import { heifAsPng } from '../../src/engines/heif/heifAsPng';
import type { EditorProps } from '../../src/runner/editorProps';
import type { ImageSource } from './render';

export const COVER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp', 'image/avif', 'image/heic'];
/** A cover may take a bigger picture than the workers' default (a 100 MP bitmap is 400 MB): pixel bombs stop here. */
const MAX_PIXELS = 100_000_000;

export async function openUserImage(file: Blob, checkFile: EditorProps['checkFile']): Promise<ImageSource> {
  const type = await checkFile(file, COVER_IMAGE_TYPES);
  // The whole file: a GIF's frames and an AVIF's grid can be anywhere in it, and each counts.
  assertImageAllowed(new Uint8Array(await file.arrayBuffer()), type, MAX_PIXELS);
  try {
    // Browsers cannot decode HEIC: libheif does it, in a worker (a separate engine file, loaded on the first HEIC).
    const source = type === 'image/heic' ? await heifAsPng(file) : file;
    const bitmap = await createImageBitmap(source);
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  } catch {
    throw new ToolError('errors.decodeFailed');
  }
}
