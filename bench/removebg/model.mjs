// Variants of U²-Net-p that bench/removebg.bench.ts measures against the float model the app ships
// (neither is shipped: both lost too much mask quality for their speed, see bench/README.md).
//
// int8Model(): the int8 model (see quantize.mjs) made from the Apache-2.0 float weights and
// the activation ranges in bench/removebg/int8-ranges.json.
//
// freeSpatialDims(): U²-Net-p as published has its input fixed
// at 1×3×320×320. Its upsampling layers take their sizes from the tensors they match (Shape → Resize),
// so the network itself runs at any size that is a multiple of 32; only the declared input/output
// shapes pin it to 320. This names those two dimensions instead ("height", "width"), so the bench can run
// the same weights at 320² or a smaller size — the weights are not changed at all.
import { readFileSync } from 'node:fs';
import { decode, editField, encode } from './onnxProto.mjs';
import { quantise } from './quantize.mjs';

// ONNX protobuf field numbers (onnx.proto3).
const MODEL_GRAPH = 7;
const GRAPH_INPUT = 11;
const GRAPH_OUTPUT = 12;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_SHAPE = 2;
const SHAPE_DIM = 1;
const DIM_PARAM = 2;

/** Declares dimensions 2 and 3 (H, W) of every graph input and output as free (named). */
export function freeSpatialDims(onnx) {
  const model = decode(onnx);
  editField(model, MODEL_GRAPH, (graph) => {
    for (const f of [GRAPH_INPUT, GRAPH_OUTPUT]) {
      editField(graph, f, (valueInfo) =>
        editField(valueInfo, VALUE_INFO_TYPE, (type) =>
          editField(type, TYPE_TENSOR, (tensor) =>
            editField(tensor, TENSOR_SHAPE, (shape) => {
              const dims = shape.filter((x) => x.f === SHAPE_DIM);
              if (dims.length !== 4) throw new Error('removebg model: expected NCHW inputs and outputs');
              dims[2].v = encode([{ f: DIM_PARAM, w: 2, v: new TextEncoder().encode('height') }]);
              dims[3].v = encode([{ f: DIM_PARAM, w: 2, v: new TextEncoder().encode('width') }]);
            }),
          ),
        ),
      );
    }
  });
  return encode(model);
}

/** The int8 model from the float one, with the committed calibration ranges. */
export function int8Model(onnx) {
  const file = new URL('./int8-ranges.json', import.meta.url);
  const { ranges } = JSON.parse(readFileSync(file, 'utf8'));
  return quantise(onnx, new Map(Object.entries(ranges)));
}
