import { useEffect, useRef, useState } from 'react';

/**
 * The selected image decoded at preview size (longest side at most PREVIEW_MAX CSS pixels), the
 * pixels the live preview pixelates. `version` changes whenever the source does (a new image, or it
 * finished loading), so the preview redraws.
 */

/** Largest preview side in CSS pixels: the preview is pixelated live at this size. */
const PREVIEW_MAX = 900;

export interface PreviewSource {
  pixels: ImageData;
  width: number;
  height: number;
  /** Preview pixels per image pixel. */
  scale: number;
}

export function usePreviewSource(image: Blob | undefined, onFailure: () => void) {
  const sourceRef = useRef<PreviewSource>(undefined);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    sourceRef.current = undefined;
    setVersion((v) => v + 1);
    if (!image) return;
    let cancelled = false;
    (async () => {
      try {
        const full = await createImageBitmap(image);
        const scale = Math.min(1, PREVIEW_MAX / Math.max(full.width, full.height));
        const width = Math.max(1, Math.round(full.width * scale));
        const height = Math.max(1, Math.round(full.height * scale));
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(full, 0, 0, width, height);
        full.close();
        if (cancelled) return;
        sourceRef.current = { pixels: ctx.getImageData(0, 0, width, height), width, height, scale };
        setVersion((v) => v + 1);
      } catch {
        if (!cancelled) onFailure();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [image, onFailure]);

  return { sourceRef, version };
}
