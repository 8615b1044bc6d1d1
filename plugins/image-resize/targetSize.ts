export interface ResizeRequest {
  unit: 'pixels' | 'percent';
  width: number;
  height: number;
  percent: number;
  keepAspect: boolean;
}

/**
 * The output size. Pixels with keepAspect: fit inside width×height (a 0 side is free);
 * without keepAspect a 0 side keeps the original. Percent scales both sides.
 */
export function targetSize(srcW: number, srcH: number, r: ResizeRequest): { width: number; height: number } {
  const round = (v: number) => Math.max(1, Math.round(v));
  if (r.unit === 'percent') return { width: round((srcW * r.percent) / 100), height: round((srcH * r.percent) / 100) };
  if (!r.keepAspect) return { width: r.width || srcW, height: r.height || srcH };
  if (!r.width && !r.height) return { width: srcW, height: srcH };
  const scale = Math.min(r.width ? r.width / srcW : Infinity, r.height ? r.height / srcH : Infinity);
  return { width: round(srcW * scale), height: round(srcH * scale) };
}
