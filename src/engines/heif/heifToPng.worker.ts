/// <reference lib="webworker" />
import { decodeHeif } from './decodeHeif';
import { assertImageAllowed, assertSizeAllowed } from '../sizeGuard';

/** HEIC → PNG for the page (heifAsPng.ts): libheif's decode takes seconds on a phone photo, so never on the main thread. */
self.onmessage = async ({ data: { id, file } }: MessageEvent<{ id: number; file: Blob }>) => {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Its tiles and grid are measured before libheif allocates anything (the callers checked too; this is the last door).
    assertImageAllowed(bytes, 'image/heic');
    const image = await decodeHeif(bytes, assertSizeAllowed);
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext('2d')!.putImageData(image, 0, 0);
    self.postMessage({ id, png: await canvas.convertToBlob({ type: 'image/png' }) });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
