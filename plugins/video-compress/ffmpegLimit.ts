/** The ffmpeg.wasm path writes at most this much (checked against an estimate before it starts). */
export const FFMPEG_OUTPUT_LIMIT = 1024 * 1024 * 1024;
