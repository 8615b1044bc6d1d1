/**
 * jsPDF compresses a page's content stream on the main thread, synchronously: for a page of a few
 * thousand glyph outlines that alone froze the page for seconds. The page therefore writes the PDF
 * uncompressed, and this step (in the tool's worker) deflates every stream that has no filter yet,
 * giving it `/Filter /FlateDecode` as jsPDF would, and rewrites the cross-reference table for the new
 * offsets. Streams that already carry a filter (images) are kept as they are. A form whose content
 * starts with GROUP_MARK also becomes a transparency group (transparencyGroups.ts).
 */
import { concat } from '../../../src/engines/concatBytes';
import { GROUP_ENTRY, GROUP_MARK } from './transparencyGroups';
export async function deflateStreams(pdf: Uint8Array): Promise<Uint8Array> {
  const text = binaryString(pdf);
  const xref = text.lastIndexOf('\nxref\n');
  if (xref < 0) throw new Error('PDF without a cross-reference table');
  const parts: Uint8Array[] = [];
  const offsets = new Map<number, number>();
  let size = 0;
  const put = (bytes: Uint8Array) => {
    parts.push(bytes);
    size += bytes.length;
  };
  const objects = /(?:^|\n)(\d+) 0 obj\n/g;
  let at = 0;
  for (let m = objects.exec(text); m && m.index < xref; m = objects.exec(text)) {
    const start = m.index + (text[m.index] === '\n' ? 1 : 0);
    put(pdf.subarray(at, start));
    at = start;
    offsets.set(Number(m[1]), size);
    const head = text.indexOf('>>\nstream\n', start);
    const end = text.indexOf('\nendobj', start);
    if (head < 0 || head > end) continue;
    const dict = text.slice(start, head);
    const length = /\/Length (\d+)/.exec(dict);
    if (!length || dict.includes('/Filter')) continue;
    const dataStart = head + '>>\nstream\n'.length;
    const packed = await deflate(pdf.subarray(dataStart, dataStart + Number(length[1])));
    let newDict = dict.replace(/\/Length \d+/, `/Length ${packed.length}\n/Filter /FlateDecode`);
    if (text.startsWith(`${GROUP_MARK}\n`, dataStart)) newDict += `${newDict.endsWith('\n') ? '' : '\n'}${GROUP_ENTRY}\n`;
    put(bytesOf(`${newDict}>>\nstream\n`));
    put(packed);
    at = dataStart + Number(length[1]);
  }
  put(pdf.subarray(at, xref + 1));
  const startxref = size;
  // The table keeps its entries (object 0 is the free head), each pointing at its object's new offset.
  const lines = text.slice(xref + 1, text.indexOf('trailer', xref)).split('\n');
  const first = Number(lines[1].split(' ')[0]);
  const entries = lines.slice(2).map((line, i) => {
    const offset = offsets.get(first + i);
    return offset === undefined || !line.endsWith(' n ') ? line : `${String(offset).padStart(10, '0')} 00000 n `;
  });
  const trailer = text.slice(text.indexOf('trailer', xref), text.lastIndexOf('startxref'));
  put(bytesOf(`${[lines[0], lines[1], ...entries].join('\n')}${trailer}startxref\n${startxref}\n%%EOF`));
  return concat(parts);
}

/** One char per byte (latin1 proper: TextDecoder's 'latin1' is windows-1252 and changes 0x80–0x9f). */
function binaryString(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
}

function bytesOf(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
