import { z } from 'zod';
import { Smartphone } from 'lucide-react';
import { defineTool } from '../../schemas/ToolManifest';
import { APPSTORE_SIZE_IDS } from './sizes';

// The design itself (texts, background, device) is kept in localStorage by the editor, not in the
// URL: it is too large for a link and holds references to images stored in IndexedDB.
export default defineTool({
  id: 'appstore-cover',
  category: 'screenshot',
  icon: Smartphone,
  path: '/screenshot/appstore-cover',
  input: { kind: 'none' },
  options: z.object({
    size: z.enum(APPSTORE_SIZE_IDS).default('iphone-69'),
    orientation: z.enum(['portrait', 'landscape']).default('portrait'),
    format: z.enum(['png', 'jpeg']).default('png'),
    /** JPEG quality, 50–100. */
    quality: z.number().int().min(50).max(100).default(92),
  }),
  optionsUi: {
    size: { widget: 'select' },
    orientation: { widget: 'radio' },
    format: { widget: 'radio' },
    quality: { widget: 'range', showIf: { format: ['jpeg'] } },
  },
  outputSuffix: 'cover',
  pageOnly: true,
  updated: '2026-11-21',
});
