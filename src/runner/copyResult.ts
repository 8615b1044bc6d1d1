/**
 * "Copy" on a result row: what the clipboard can take. Browsers put images on the clipboard as PNG
 * only, so another image format is copied as a PNG of the same pixels (and the caller says so); SVG
 * and text results are copied as text.
 */

/** How a result can be copied, or undefined when the clipboard cannot take it (PDF, video, ZIP...). */
export function copyKind(type: string): 'text' | 'png' | 'image' | undefined {
  if (type === 'image/svg+xml' || type.startsWith('text/') || type === 'application/json') return 'text';
  if (type === 'image/png') return 'png';
  if (['image/jpeg', 'image/webp', 'image/avif', 'image/jxl', 'image/gif', 'image/bmp', 'image/x-icon'].includes(type)) return 'image';
  return undefined;
}

/** A PNG of an image blob's pixels, drawn by the browser. */
async function asPng(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/png' });
}

/**
 * Writes the result to the clipboard. Must be called straight from the click: the PNG is handed over
 * as a promise so that the slow conversion happens after the user gesture is checked, not before.
 */
export async function copyResult(blob: Blob, text?: string): Promise<void> {
  const kind = copyKind(blob.type);
  if (text !== undefined || kind === 'text') return navigator.clipboard.writeText(text ?? (await blob.text()));
  if (!kind) throw new Error('not copyable');
  const png = kind === 'png' ? Promise.resolve(blob) : asPng(blob);
  return navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}
