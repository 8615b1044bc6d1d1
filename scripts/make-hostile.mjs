// Writes the hostile-input corpus to tests/fixtures/hostile/ (used by tests/e2e/hostile.spec.ts).
//   node scripts/make-hostile.mjs
// The generated files are COMMITTED (≈ 150 kB in all, the pixel bomb is most of it), so the browser
// tests need neither this script nor native ffmpeg; run it only to change the corpus. Images and SVGs
// are built byte by byte here; the three media files come from Debian's native `ffmpeg` (installed by
// .ci/run), with metadata stripped so the output does not change between runs.
//
// Every file is listed in tests/fixtures/hostile/corpus.json with the MIME types it claims (by its
// extension) or really is (by its bytes): the spec gives a tool each file whose types it accepts, plus
// the ones marked "everyTool" (empty and renamed-text files), plus one valid file of the tool's type.
// The SVGs' scripts, if they ever ran, would set window.__hostileRan, call alert() and request
// /__hostile-ran/<name> from the site's own origin; the spec watches for all three.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import gifenc from 'gifenc';
import { PNG_SIGNATURE, pngChunk, pngChunks, pngHeader } from '../tests/fixtures/png.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'hostile');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
/** name → { types, everyTool?, valid?, mustFail?, bomb?, note }; mustFail: no correct result can exist; bomb: must
 * be refused on its own within seconds (entity and expansion bombs). */
const corpus = {};
const write = (name, bytes, entry) => {
  writeFileSync(join(out, name), bytes);
  corpus[name] = entry;
};

// --- PNG by hand ---------------------------------------------------------------------------------
const gradient = (x, y) => [x * 4, y * 4, 160, 255];

const valid = pngChunks(64, 64, 4, gradient);
const validPng = Buffer.concat([PNG_SIGNATURE, valid.head, valid.idat, valid.end]);
write('valid.png', validPng, { types: ['image/png'], valid: true, note: '64×64 RGBA gradient' });
write('one-pixel.png', Buffer.concat([PNG_SIGNATURE, ...Object.values(pngChunks(1, 1, 4, () => [0, 200, 0, 255]))]), {
  types: ['image/png'],
  note: '1×1 image',
});
write('truncated.png', validPng.subarray(0, PNG_SIGNATURE.length + valid.head.length + Math.floor(valid.idat.length / 2)), {
  types: ['image/png'],
  note: 'cut in the middle of its IDAT',
});
{
  const idat = Buffer.from(valid.idat);
  idat.writeUInt32BE((idat.readUInt32BE(idat.length - 4) ^ 0xdeadbeef) >>> 0, idat.length - 4);
  write('bad-crc.png', Buffer.concat([PNG_SIGNATURE, valid.head, idat, valid.end]), {
    types: ['image/png'],
    note: 'IDAT with a wrong CRC',
  });
}
write('bad-chunk-order.png', Buffer.concat([PNG_SIGNATURE, valid.idat, valid.head, valid.end]), {
  types: ['image/png'],
  note: 'IDAT before IHDR',
});
// A real 30000×30000 1-bit PNG: deflate of zeros caps at ~1000:1, so ≈ 110 kB on disk, 3.6 GB as RGBA.
write(
  'bomb-30000.png',
  Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(30000, 30000, 1, 0),
    pngChunk('IDAT', deflateSync(Buffer.alloc(30000 * (3750 + 1)), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]),
  {
    types: ['image/png'],
    mustFail: true,
    note: 'pixel bomb, 30000×30000',
  },
);

// --- GIF: two frames, 16×16 ----------------------------------------------------------------------
{
  const gif = gifenc.GIFEncoder();
  const palette = [
    [255, 0, 0],
    [0, 0, 255],
  ];
  for (const colour of [0, 1]) gif.writeFrame(new Uint8Array(16 * 16).fill(colour), 16, 16, { palette, delay: 200, repeat: 0 });
  gif.finish();
  write('animated.gif', Buffer.from(gif.bytes()), { types: ['image/gif'], note: 'animated, 2 frames' });
}

// --- text files with media names; an empty file ---------------------------------------------------
const TEXT = 'This is a plain text file with a media file name. It is not an image, a video or a sound.\n';
for (const [ext, type] of [
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['mp4', 'video/mp4'],
  ['svg', 'image/svg+xml'],
  ['wav', 'audio/wav'],
]) {
  write(`text-named.${ext}`, Buffer.from(TEXT.repeat(4)), { types: [type], everyTool: true, mustFail: true, note: `text renamed .${ext}` });
}
write('empty.png', Buffer.alloc(0), { types: ['image/png'], everyTool: true, mustFail: true, note: '0 bytes' });

// --- SVG ------------------------------------------------------------------------------------------
/** What a script would do if it ran: a global, a dialog and a same-origin request the spec can see. */
const pwn = (name) =>
  `window.__hostileRan='${name}';try{top.__hostileRan='${name}'}catch(e){};fetch('/__hostile-ran/${name}');alert('${name}')`;
const svg = (body, rootAttrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64" viewBox="0 0 64 64"${rootAttrs}><rect width="64" height="64" fill="#22c55e"/>${body}</svg>\n`;
const svgEntry = (note) => ({ types: ['image/svg+xml'], note });
write('valid.svg', svg('<circle cx="32" cy="32" r="16" fill="#1d4ed8"/>'), { ...svgEntry('green square, blue circle'), valid: true });
write(
  'script.svg',
  svg(`<script>${pwn('script')}</script><script type="application/ecmascript"><![CDATA[${pwn('script-cdata')}]]></script>`),
  svgEntry('<script> elements'),
);
write(
  'onload.svg',
  svg(
    `<image href="data:," onerror="${pwn('onerror')}"/><animate attributeName="x" dur="1s" onbegin="${pwn('onbegin')}"/>`,
    ` onload="${pwn('onload')}"`,
  ),
  svgEntry('onload, onerror, onbegin handlers'),
);
write(
  'foreign-object.svg',
  svg(
    `<foreignObject width="64" height="64"><div xmlns="http://www.w3.org/1999/xhtml"><b>html</b><img src="http://example.com/fo.png" onerror="${pwn('fo-onerror')}"/><iframe srcdoc="&lt;script&gt;${pwn('fo-iframe')}&lt;/script&gt;"></iframe><script>${pwn('fo-script')}</script></div></foreignObject>`,
  ),
  svgEntry('<foreignObject> with HTML, img, iframe, script'),
);
write(
  'javascript-link.svg',
  svg(
    `<a href="javascript:${pwn('js-href')}"><circle cx="32" cy="32" r="16"/></a><a xlink:href="javascript:${pwn('js-xlink')}"><rect width="8" height="8"/></a><set attributeName="href" to="javascript:${pwn('js-set')}"/>`,
  ),
  svgEntry('javascript: links'),
);
write(
  'external-image.svg',
  svg(
    '<image href="http://example.com/x.png" width="32" height="32"/><image xlink:href="http://example.com/y.png" x="32" width="32" height="32"/><use href="http://example.com/s.svg#i"/><style>@import url(http://example.com/s.css);</style>',
  ),
  svgEntry('external <image href>, <use>, @import'),
);
{
  const levels = Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n');
  write(
    'billion-laughs.svg',
    `<?xml version="1.0"?>\n<!DOCTYPE svg [\n <!ENTITY lol "lol">\n${levels}\n]>\n${svg('<text y="20">&lol9;</text>')}`,
    { ...svgEntry('entity expansion bomb'), mustFail: true, bomb: true },
  );
}

// Expansion bombs (issue 20 finding 1): small files that would make the browser draw 10¹⁰ elements.
// Every tool must refuse each one, with its own message, before anything draws it.
const bomb = (note) => ({ ...svgEntry(note), mustFail: true, bomb: true });
const tenTimes = (make) => Array.from({ length: 10 }, (_, i) => make(i)).join('');
{
  const levels = Array.from({ length: 9 }, (_, k) => `<g id="u${k + 1}">${tenTimes((i) => `<use href="#u${k}" x="${i}"/>`)}</g>`).join('');
  write(
    'use-bomb.svg',
    svg(`<defs><rect id="u0" width="1" height="1" fill="#000"/>${levels}</defs>${tenTimes((i) => `<use href="#u9" y="${i}"/>`)}`),
    bomb('<use> bomb: 10 levels × 10 uses'),
  );
}
write('use-self.svg', svg('<g id="a"><circle r="4"/><use href="#a" x="5"/></g>'), bomb('<use> of its own group'));
write(
  'use-mutual.svg',
  svg('<defs><g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a" x="5"/></g></defs><use href="#a"/>'),
  bomb('two groups <use> each other'),
);
{
  const patterns = Array.from(
    { length: 9 },
    (_, k) =>
      `<pattern id="p${k + 1}" width="10" height="10" patternUnits="userSpaceOnUse">${tenTimes((i) => `<rect x="${i}" width="1" height="10" fill="url(#p${k})"/>`)}</pattern>`,
  ).join('');
  write(
    'pattern-bomb.svg',
    svg(
      `<defs><pattern id="p0" width="1" height="1" patternUnits="userSpaceOnUse"><rect width="1" height="1"/></pattern>${patterns}</defs><rect width="64" height="64" fill="url(#p9)"/>`,
    ),
    bomb('patterns filled with patterns, 10 levels × 10'),
  );
}
{
  const path = (marker) => `<path d="M0 0${tenTimes((i) => ` L${i} ${i % 2}`)}" marker-mid="url(#${marker})"/>`;
  const markers = Array.from(
    { length: 9 },
    (_, k) => `<marker id="m${k + 1}" markerWidth="9" markerHeight="9">${path(`m${k}`)}</marker>`,
  ).join('');
  write(
    'marker-bomb.svg',
    svg(`<defs><marker id="m0" markerWidth="2" markerHeight="2"><circle r="1"/></marker>${markers}</defs>${path('m9')}`),
    bomb('markers drawn on every vertex of paths with markers, 10 levels'),
  );
}
{
  const inner = readFileSync(join(out, 'use-bomb.svg')).toString('base64');
  write(
    'image-bomb.svg',
    svg(`<image width="64" height="64" href="data:image/svg+xml;base64,${inner}"/>`),
    bomb('the <use> bomb as an image inside the SVG'),
  );
}
// Three links that passed the old pattern-based cleaner (finding 3), and a <script> hidden in an entity
// (finding 2): the outputs made from them must hold no link and no script.
write(
  'css-url-paren.svg',
  svg(
    `<rect width="32" height="32" style="fill:url('http://example.com/a)b')"/><style>svg{background:url("http://example.com/c)d")}</style>`,
  ),
  svgEntry('a ")" inside a quoted CSS url()'),
);
write(
  'css-image-set.svg',
  svg('<style>svg{background-image:image-set("http://example.com/i.png" 1x)}</style><circle cx="32" cy="32" r="9" fill="#1d4ed8"/>'),
  svgEntry('CSS image-set("http://…") without url()'),
);
// A <style> sheet split by a comment or a CDATA section: the browser joins the pieces into working
// url() and @import (issue 33, item 2).
write(
  'css-split-comment.svg',
  svg(
    '<style>svg{background:u<!-- -->rl(http://example.com/split-comment.png)}@im<!---->port "http://example.com/split.css";</style><circle cx="32" cy="32" r="9" fill="#1d4ed8"/>',
  ),
  svgEntry('a <style> url() and @import split by comments'),
);
write(
  'css-split-cdata.svg',
  svg('<style>svg{background:u<![CDATA[rl(http://example.com/split-cdata.png)]]>}</style><circle cx="32" cy="32" r="9" fill="#1d4ed8"/>'),
  svgEntry('a <style> url() split by a CDATA section'),
);
write(
  'smil-set-url.svg',
  svg(`<circle cx="32" cy="32" r="9"><set attributeName="fill" to='url("http://example.com/f)x")'/></circle>`),
  svgEntry('SMIL <set to=\'url("http://…")\'>'),
);
write(
  'entity-script.svg',
  `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY s "<script>${pwn('entity-script')}</script>">]>\n${svg('<g>&s;</g>')}`,
  { ...svgEntry('<script> hidden in an internal entity'), mustFail: true },
);

// --- media, made by native ffmpeg -------------------------------------------------------------------
function ffmpeg(name, args, entry) {
  const path = join(out, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...args,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    path,
  ]);
  corpus[name] = entry;
  return readFileSync(path);
}
const tone = (seconds) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=22050:duration=${seconds}`];
const jpeg = ffmpeg('valid.jpg', ['-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=1', '-frames:v', '1', '-q:v', '4'], {
  types: ['image/jpeg'],
  valid: true,
  note: '96×64 test pattern',
});
write('truncated.jpg', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), { types: ['image/jpeg'], note: 'cut at 60 %' });
ffmpeg(
  'valid.mp4',
  [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=96x64:rate=15:duration=0.6',
    ...tone(0.6),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-shortest',
  ],
  {
    types: ['video/mp4'],
    valid: true,
    note: '0.6 s 96×64 H.264 + AAC',
  },
);
ffmpeg('valid.mp3', [...tone(0.6), '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '32k'], {
  types: ['audio/mpeg'],
  valid: true,
  note: '0.6 s tone',
});
ffmpeg('audio-only.mp4', [...tone(1), '-ac', '1', '-c:a', 'aac', '-b:a', '32k', '-f', 'mp4'], {
  types: ['video/mp4', 'audio/mp4'],
  note: 'MP4 with no video track',
});
ffmpeg('mp3-named.wav', [...tone(1), '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'], {
  types: ['audio/wav', 'audio/mpeg'],
  note: 'MP3 bytes with a .wav name',
});

writeFileSync(join(out, 'corpus.json'), `${JSON.stringify(corpus, null, 2)}\n`);
console.log(`${Object.keys(corpus).length} files written to ${out}`);
