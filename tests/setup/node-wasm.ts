// Under Node the @jsquash codecs cannot fetch their wasm: compile it from node_modules once per test file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GifReader } from 'omggif';
import { nodeOnlyDecoders } from '../../src/engines/imageCodecs';
import { decodeBmp } from './decodeBmp';

const require = createRequire(import.meta.url);
const pkgDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const wasm = (pkg: string, file: string) => WebAssembly.compile(readFileSync(join(pkgDir(pkg), file)));

if (typeof globalThis.ImageData === 'undefined') {
  // Minimal ImageData: the codecs only need data/width/height.
  class NodeImageData {
    data: Uint8ClampedArray;
    width: number;
    height: number;
    colorSpace = 'srgb' as const;
    constructor(dataOrWidth: Uint8ClampedArray | number, widthOrHeight: number, height?: number) {
      if (typeof dataOrWidth === 'number') {
        this.width = dataOrWidth;
        this.height = widthOrHeight;
        this.data = new Uint8ClampedArray(this.width * this.height * 4);
      } else {
        this.data = dataOrWidth;
        this.width = widthOrHeight;
        this.height = height ?? dataOrWidth.length / 4 / widthOrHeight;
      }
    }
  }
  (globalThis as unknown as { ImageData: unknown }).ImageData = NodeImageData;
}

const [pngDec, pngEnc, jpegDec, jpegEnc, webpDec, webpEnc, resize, avifDec, avifEnc, oxipng, jxlDec, jxlEnc] = await Promise.all([
  import('@jsquash/png/decode.js'),
  import('@jsquash/png/encode.js'),
  import('@jsquash/jpeg/decode.js'),
  import('@jsquash/jpeg/encode.js'),
  import('@jsquash/webp/decode.js'),
  import('@jsquash/webp/encode.js'),
  import('@jsquash/resize'),
  import('@jsquash/avif/decode.js'),
  import('@jsquash/avif/encode.js'),
  // The single-threaded oxipng build, as src/engines/wasmCodecs.ts loads it.
  import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js'),
  import('@jsquash/jxl/decode.js'),
  import('@jsquash/jxl/encode.js'),
]);
await Promise.all([
  pngDec.init(await wasm('@jsquash/png', 'codec/pkg/squoosh_png_bg.wasm')),
  pngEnc.init(await wasm('@jsquash/png', 'codec/pkg/squoosh_png_bg.wasm')),
  jpegDec.init(await wasm('@jsquash/jpeg', 'codec/dec/mozjpeg_dec.wasm')),
  jpegEnc.init(await wasm('@jsquash/jpeg', 'codec/enc/mozjpeg_enc.wasm')),
  webpDec.init(await wasm('@jsquash/webp', 'codec/dec/webp_dec.wasm')),
  webpEnc.init(await wasm('@jsquash/webp', 'codec/enc/webp_enc_simd.wasm')),
  resize.initResize(await wasm('@jsquash/resize', 'lib/resize/pkg/squoosh_resize_bg.wasm')),
  avifDec.init(await wasm('@jsquash/avif', 'codec/dec/avif_dec.wasm')),
  avifEnc.init(await wasm('@jsquash/avif', 'codec/enc/avif_enc.wasm')),
  oxipng.default(await wasm('@jsquash/oxipng', 'codec/pkg/squoosh_oxipng_bg.wasm')),
  jxlDec.init(await wasm('@jsquash/jxl', 'codec/dec/jxl_dec.wasm')),
  jxlEnc.init(await wasm('@jsquash/jxl', 'codec/enc/jxl_enc.wasm')),
]);

// GIF and BMP: browsers decode them with createImageBitmap; Node gets omggif (first frame) and a small reader.
nodeOnlyDecoders['image/gif'] = (bytes) => {
  const gif = new GifReader(bytes);
  const image = new ImageData(gif.width, gif.height);
  gif.decodeAndBlitFrameRGBA(0, image.data as unknown as Uint8Array);
  return image;
};
nodeOnlyDecoders['image/bmp'] = decodeBmp;
