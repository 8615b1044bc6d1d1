// Tracing is shared with the other raster → SVG tool: one engine, one pipeline (families/svg/traceImage.ts).
export { traceFilePipeline as default } from '../../families/svg/traceImage';
