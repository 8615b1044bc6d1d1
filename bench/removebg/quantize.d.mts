export function activationsToCalibrate(onnx: Uint8Array): string[];
export function withCalibrationOutputs(onnx: Uint8Array): Uint8Array;
export function quantise(onnx: Uint8Array, ranges: Map<string, [number, number]>, options?: { perChannel?: boolean }): Uint8Array;
