/** svgo 4's preset-default plugins, in preset order (each can be switched off). */
export const PRESET_PLUGINS = [
  'removeDoctype',
  'removeXMLProcInst',
  'removeComments',
  'removeDeprecatedAttrs',
  'removeMetadata',
  'removeEditorsNSData',
  'cleanupAttrs',
  'mergeStyles',
  'inlineStyles',
  'minifyStyles',
  'cleanupIds',
  'removeUselessDefs',
  'cleanupNumericValues',
  'convertColors',
  'removeUnknownsAndDefaults',
  'removeNonInheritableGroupAttrs',
  'removeUselessStrokeAndFill',
  'cleanupEnableBackground',
  'removeHiddenElems',
  'removeEmptyText',
  'convertShapeToPath',
  'convertEllipseToCircle',
  'moveElemsAttrsToGroup',
  'moveGroupAttrsToElems',
  'collapseGroups',
  'convertPathData',
  'convertTransform',
  'removeEmptyAttrs',
  'removeEmptyContainers',
  'mergePaths',
  'removeUnusedNS',
  'sortAttrs',
  'sortDefsChildren',
  'removeDesc',
] as const;

/** The disabled list travels in the URL as "a,b,c"; unknown names are ignored. */
export function parseDisabled(list: string): string[] {
  const known = new Set<string>(PRESET_PLUGINS);
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => known.has(s));
}
