import type { CoverSizeChoice } from '../../families/cover/config';

/** Xiaohongshu (RED) note cover sizes; 3:4 is what the feed shows best. */
export const XHS_SIZES: readonly CoverSizeChoice[] = [
  { id: '3x4', width: 1080, height: 1440, rotatable: false, fileLabel: '3x4' },
  { id: '1x1', width: 1080, height: 1080, rotatable: false, fileLabel: '1x1' },
  { id: '4x3', width: 1440, height: 1080, rotatable: false, fileLabel: '4x3' },
  { id: '9x16', width: 1080, height: 1920, rotatable: false, fileLabel: '9x16' },
];

export const XHS_SIZE_IDS = XHS_SIZES.map((s) => s.id) as [string, ...string[]];
