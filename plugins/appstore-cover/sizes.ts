import type { CoverSizeChoice } from '../../families/cover/config';

/** Apple's App Store screenshot sizes (portrait; landscape swaps them). */
export const APPSTORE_SIZES: readonly CoverSizeChoice[] = [
  { id: 'iphone-69', width: 1320, height: 2868, rotatable: true, fileLabel: 'iphone-6.9' },
  { id: 'iphone-67', width: 1290, height: 2796, rotatable: true, fileLabel: 'iphone-6.7' },
  { id: 'iphone-65', width: 1242, height: 2688, rotatable: true, fileLabel: 'iphone-6.5' },
  { id: 'iphone-65-alt', width: 1284, height: 2778, rotatable: true, fileLabel: 'iphone-6.5' },
  { id: 'iphone-55', width: 1242, height: 2208, rotatable: true, fileLabel: 'iphone-5.5' },
  { id: 'ipad-13', width: 2064, height: 2752, rotatable: true, fileLabel: 'ipad-13' },
  { id: 'ipad-129', width: 2048, height: 2732, rotatable: true, fileLabel: 'ipad-12.9' },
  { id: 'mac', width: 2880, height: 1800, rotatable: false, fileLabel: 'mac' },
];

export const APPSTORE_SIZE_IDS = APPSTORE_SIZES.map((s) => s.id) as [string, ...string[]];
