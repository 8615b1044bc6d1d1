export interface TextReport {
  /** Text elements that could not be outlined (drawn as images instead). */
  unsupported: Element[];
  replaced: { requested: string; used: string }[];
  fonts: string[];
  fontBytes: number;
}

export async function textToPaths(root: SVGSVGElement): Promise<TextReport> {
  return { unsupported: Array.from(root.querySelectorAll('text')), replaced: [], fonts: [], fontBytes: 0 };
}
