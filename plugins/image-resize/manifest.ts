import { z } from 'zod';
import { Scaling } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { metadataOption } from '../../src/engines/photoMetadata/option';
import { ANCHORS, CROP_NAMES, ROTATIONS, UNSIZED_CROPS } from './geometry';

/** A side or offset of the crop box, in percent of the turned and straightened image. */
const percent = (fallback: number) => z.number().min(0).max(100).multipleOf(0.01).default(fallback);
/** Fields of the crop box, shown while a crop is chosen. */
const cropping = { group: 'crop', showIf: { crop: CROP_NAMES.filter((c) => c !== 'off') } };

export default defineTool({
  id: 'image-resize',
  category: 'image',
  icon: Scaling,
  path: '/image/image-resize',
  input: {
    kind: 'files',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl', 'image/bmp', 'image/heic'],
    multiple: true,
  },
  // The order of the work (see geometry.ts, and the help of `crop`): upright, turn, flip, straighten, crop, resize.
  options: z.object({
    rotate: z.enum(ROTATIONS).default('0'),
    flipH: z.boolean().default(false),
    flipV: z.boolean().default(false),
    straighten: z.number().min(-45).max(45).multipleOf(0.1).default(0),
    crop: z.enum(CROP_NAMES).default('off'),
    cropLeft: percent(0),
    cropTop: percent(0),
    cropWidth: percent(100),
    cropHeight: percent(100),
    anchor: z.enum(ANCHORS).default('center'),
    unit: z.enum(['pixels', 'percent']).default('pixels'),
    /** 0 = follow the other side (with keepAspect) or keep the original. */
    width: z.number().int().min(0).max(16384).default(1280),
    height: z.number().int().min(0).max(16384).default(0),
    percent: z.number().min(1).max(1000).default(50),
    keepAspect: z.boolean().default(true),
    method: z.enum(['lanczos3', 'mitchell', 'catrom', 'triangle']).default('lanczos3'),
    quality: z.number().int().min(1).max(100).default(90),
    metadata: metadataOption,
  }),
  optionsUi: {
    rotate: { widget: 'radio', group: 'turn' },
    flipH: { group: 'turn' },
    flipV: { group: 'turn' },
    straighten: { widget: 'range', unit: '°', group: 'turn' },
    crop: { widget: 'select', group: 'crop' },
    cropLeft: cropping,
    cropTop: cropping,
    cropWidth: cropping,
    cropHeight: cropping,
    anchor: { ...cropping, showIf: { crop: CROP_NAMES.filter((c) => c !== 'off' && c !== 'free') } },
    metadata: { widget: 'radio' },
    unit: { widget: 'radio', group: 'size', showIf: { crop: UNSIZED_CROPS } },
    width: { group: 'size', showIf: { unit: ['pixels'], crop: UNSIZED_CROPS } },
    height: { group: 'size', showIf: { unit: ['pixels'], crop: UNSIZED_CROPS } },
    keepAspect: { group: 'size', showIf: { unit: ['pixels'], crop: UNSIZED_CROPS } },
    percent: { widget: 'range', group: 'size', showIf: { unit: ['percent'], crop: UNSIZED_CROPS } },
    method: { group: 'size' },
    quality: { widget: 'range' },
  },
  inputView: () => import('./CropView'),
  // Each file of a batch may have its own crop box (drawn in the crop view); the turn and size stay the batch's.
  perFileOptions: ['crop', 'cropLeft', 'cropTop', 'cropWidth', 'cropHeight'],
  outputSuffix: 'resized',
  updated: '2026-11-29',
  popular: true,
});
