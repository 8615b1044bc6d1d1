// Tracing is shared with the other raster → SVG tool: one engine, one pipeline (src/engines/traceImage.ts).
export { traceFilePipeline as default } from '../../src/engines/traceImage';
