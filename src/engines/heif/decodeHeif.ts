import { loadOnce } from '../loadOnce';

/**
 * HEIC/HEIF (iPhone photos) → pixels with libheif (libheif-js, LGPL-3.0). Browsers other than Safari
 * cannot decode HEIC, and no permissively licensed HEVC decoder exists, so libheif ships as a separate
 * engine file: copied from npm into /engines/libheif/ at build time (engine-files.json), served from
 * the app's own origin, loaded on the first HEIC only, and named with its licence and source on the
 * licences page. libheif applies the file's rotation and mirroring (irot/imir, which is how iPhones
 * store orientation), so the pixels come out upright; an EXIF orientation inside a HEIC is ignored, as
 * the HEIF standard says.
 */

const ENGINE_URL = '/engines/libheif/libheif-bundle.mjs';

interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
  free(): void;
}
interface LibHeif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

const inNode = () => typeof process !== 'undefined' && !!process.versions?.node && typeof OffscreenCanvas === 'undefined';

/** Under Node (tests, benchmarks) the same file, from node_modules. */
const NODE_ENTRY = 'libheif-js/libheif-wasm/libheif-bundle.mjs';

const libheif = loadOnce<LibHeif>(async () => {
  // Two separate imports of a variable: a ternary of two strings inside import() made the bundler copy
  // the 2 MB Node entry into every bundle that reaches this file.
  const factory = (
    inNode() ? await import(/* @vite-ignore */ NODE_ENTRY) : await import(/* @vite-ignore */ new URL(ENGINE_URL, self.location.origin).href)
  ) as { default: () => Promise<LibHeif> };
  return factory.default();
});

/** The primary image of a HEIC/HEIF file, upright, as RGBA. Throws on a file libheif cannot read. */
export async function decodeHeif(bytes: Uint8Array, assertSize: (width: number, height: number) => void): Promise<ImageData> {
  const { HeifDecoder } = await libheif.get();
  const images = new HeifDecoder().decode(bytes);
  try {
    const image = images.find((i) => i.is_primary()) ?? images[0];
    if (!image) throw new Error('HEIF: no image');
    const width = image.get_width();
    const height = image.get_height();
    assertSize(width, height);
    const data = new Uint8ClampedArray(width * height * 4);
    await new Promise<void>((resolve, reject) =>
      image.display({ data, width, height }, (result) => (result ? resolve() : reject(new Error('HEIF: decoding failed')))),
    );
    return new ImageData(data, width, height);
  } finally {
    for (const image of images) image.free();
  }
}
