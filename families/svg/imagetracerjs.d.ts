// imagetracerjs (Unlicense) ships no types; only what the tracing engine uses is declared here.
declare module 'imagetracerjs' {
  export interface TraceData {
    layers: unknown[][];
    palette: { r: number; g: number; b: number; a: number }[];
    width: number;
    height: number;
  }
  const ImageTracer: {
    imagedataToTracedata(image: ImageData, options: Record<string, unknown>): TraceData;
    getsvgstring(data: TraceData, options: Record<string, unknown>): string;
  };
  export default ImageTracer;
}
