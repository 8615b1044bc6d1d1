import type { Page } from '@playwright/test';

/** RGBA pixels, row by row (an ImageData without the browser). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Decodes image bytes with the browser's own decoder and brings the pixels back to the test. */
export async function decodeInPage(page: Page, bytes: Uint8Array, type = ''): Promise<Pixels> {
  const r = await page.evaluate(
    async ({ b64, type }) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bin], { type }));
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = c.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const d = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let out = '';
      for (let i = 0; i < d.length; i += 0x8000) out += String.fromCharCode(...d.subarray(i, i + 0x8000));
      return { width: bitmap.width, height: bitmap.height, b64: btoa(out) };
    },
    { b64: Buffer.from(bytes).toString('base64'), type },
  );
  return { width: r.width, height: r.height, data: new Uint8ClampedArray(Buffer.from(r.b64, 'base64')) };
}
