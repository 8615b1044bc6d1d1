/// <reference lib="webworker" />
import { decodeHeif } from './decodeHeif';
import { assertSizeAllowed } from '../imageCodecs';

/** HEIC → PNG for the page (heifAsPng.ts): libheif's decode takes seconds on a phone photo, so never on the main thread. */
self.onmessage = async ({ data: { id, file } }: MessageEvent<{ id: number; file: Blob }>) => {
  try {
    const image = await decodeHeif(new Uint8Array(await file.arrayBuffer()), assertSizeAllowed);
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext('2d')!.putImageData(image, 0, 0);
    self.postMessage({ id, png: await canvas.convertToBlob({ type: 'image/png' }) });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
