import type { Page } from '@playwright/test';
import type { Rgb } from './svgSsim';

/** Chromium's own drawing of an SVG at width × height, on white, as RGB (the reference the SVG → PDF/EPS benches score against). */
export async function chromiumDrawing(page: Page, svg: string, width: number, height: number): Promise<Rgb> {
  const b64 = await page.evaluate(
    async ({ svg, width, height }) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      await img.decode();
      const c = new OffscreenCanvas(width, height);
      const g = c.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, width, height);
      g.drawImage(img, 0, 0, width, height);
      const d = g.getImageData(0, 0, width, height).data;
      const rgb = new Uint8Array(width * height * 3);
      for (let i = 0, j = 0; i < d.length; i += 4, j += 3) rgb.set([d[i], d[i + 1], d[i + 2]], j);
      let bin = '';
      for (let i = 0; i < rgb.length; i += 0x8000) bin += String.fromCharCode(...rgb.subarray(i, i + 0x8000));
      return btoa(bin);
    },
    { svg, width, height },
  );
  return { width, height, data: new Uint8Array(Buffer.from(b64, 'base64')) };
}
