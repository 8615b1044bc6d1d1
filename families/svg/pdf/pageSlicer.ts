import { ToolError } from '../../../schemas/pipeline';

/**
 * SVG → PDF/EPS has to run on the page (svg2pdf and the text layout need the DOM). To keep the page
 * answering (clicks, Cancel), long loops call `pause()` often: every `sliceMs` it hands the page back
 * for a task, then throws 'errors.cancelled' if the job was cancelled meanwhile. Between slices it
 * costs one clock read.
 */
export class PageSlicer {
  private last = performance.now();

  constructor(
    private readonly signal?: AbortSignal,
    private readonly sliceMs = 50,
  ) {}

  /** `always`: hand the page back now, before a step that is one long task of its own. */
  async pause(always = false): Promise<void> {
    if (!always && performance.now() - this.last < this.sliceMs) return;
    // A message, not setTimeout: it is not clamped to 4 ms and not throttled in a background tab.
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
    this.last = performance.now();
    if (this.signal?.aborted) throw new ToolError('errors.cancelled');
  }
}
