import type { OutputNote, PipelineInput, PipelineOutput } from '../../schemas/pipeline';
import { frameCount } from '../engines/frameCount';

/**
 * No silent drop of an animation: when a job's input is an animated GIF or WebP and none of its image
 * outputs kept the frames (a PNG, a JPEG, a still GIF or WebP), the first image output says so. The
 * runner checks every tool's outputs here, so no pipeline can forget it, and a tool that keeps the
 * animation (the original handed back, a GIF written frame by frame) gets no note.
 */
export function noteDroppedFrames(input: PipelineInput, outputs: PipelineOutput[]): void {
  if (input.kind !== 'file') return;
  const frames = frameCount(input.bytes, input.type);
  if (frames < 2) return;
  const images = outputs.filter((o) => o.type.startsWith('image/'));
  // An output only as a Blob cannot be read here without waiting; only GIF and WebP can be animated.
  const framesOf = (o: PipelineOutput) => (o.bytes ? frameCount(o.bytes, o.type) : /gif|webp/.test(o.type) ? frames : 1);
  if (images.length === 0 || images.some((o) => framesOf(o) > 1)) return;
  const note: OutputNote = { key: 'animation.firstFrameOnly', params: { frames } };
  images[0].notes = [...(images[0].notes ?? []), note];
}
