/**
 * A group with `opacity` whose parts overlap (a stroke over its fill, an eye over a face, as in every
 * clone of an Inkscape tiling) is drawn into a form XObject and painted once with that opacity: PDF's
 * own transparency group, as SVG means it (drawInSlices.ts). jsPDF writes form XObjects without the
 * `/Group` entry that makes one a transparency group (without it the opacity applies to each part
 * alone), so each such form's content starts with GROUP_MARK, and the worker's step that rewrites every
 * stream's dictionary anyway (deflateStreams.ts) adds GROUP_ENTRY to the forms that start so.
 */

/** Marks a group (its opacity, as a number) to be drawn as a transparency group by drawInSlices.ts. */
export const GROUP_OPACITY = 'data-lk-group-opacity';

/** The first line of a transparency group's content: a PDF comment, which draws nothing. */
export const GROUP_MARK = '%localkit:transparency-group';

export const GROUP_ENTRY = '/Group << /S /Transparency >>';
