/** U²-Net-p with its input/output height and width declared free (see model.mjs). */
export function freeSpatialDims(onnx: Uint8Array): Uint8Array;
/** The int8 U²-Net-p made from the float one and bench/removebg/int8-ranges.json. */
export function int8Model(onnx: Uint8Array): Uint8Array;
