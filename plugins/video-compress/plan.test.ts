import { describe, expect, it } from 'vitest';
import manifest from './manifest';
import { VP8, audioArgs, ffmpegArgs, planEncode, targetSize } from './plan';

const defaults = manifest.options.parse({});
const source = { duration: 10, width: 1920, height: 1080, fps: 60, videoBitrate: 8_000_000, audio: { codec: 'aac', bitrate: 192_000 } };

describe('video-compress plan', () => {
  it('caps the shorter side and keeps sizes even', () => {
    expect(targetSize(1920, 1080, '720')).toEqual({ width: 1280, height: 720 });
    expect(targetSize(1080, 1920, '480')).toEqual({ width: 480, height: 854 });
    expect(targetSize(321, 241, 'keep')).toEqual({ width: 322, height: 242 });
    expect(targetSize(640, 360, '1080')).toEqual({ width: 640, height: 360 });
  });

  it('says when the size is not the source’s: non-square pixels (720×404 shown as 720×405) and even rounding', () => {
    // 720×404 footage with a 16:9 display aspect: pixel aspect 404:405, shown 720×405.
    const anamorphic = { ...source, width: 720, height: 405, codedWidth: 720, codedHeight: 404 };
    const plan = planEncode(anamorphic, defaults);
    expect([plan.width, plan.height]).toEqual([720, 406]);
    expect(plan.notes).toEqual([
      { key: 'notes.squarePixels', params: { codedWidth: 720, codedHeight: 404, width: 720, height: 405 } },
      { key: 'notes.evenSize', params: { exactWidth: 720, exactHeight: 405, width: 720, height: 406 } },
    ]);
    // Square pixels and even sides: nothing to say; a cap that scales exactly: nothing either.
    expect(planEncode({ ...source, width: 720, height: 404, codedWidth: 720, codedHeight: 404 }, defaults).notes).toEqual([]);
    expect(planEncode(source, { ...defaults, maxResolution: '720' }).notes).toEqual([]);
    expect(planEncode({ ...source, width: 321, height: 241 }, { ...defaults, maxResolution: 'keep' }).notes).toEqual([
      { key: 'notes.evenSize', params: { exactWidth: 321, exactHeight: 241, width: 322, height: 242 } },
    ]);
  });

  it('size mode aims at the given percent of the source bit rate', () => {
    expect(planEncode(source, { ...defaults, mode: 'size', rate: 30 }).videoBitrate).toBe(2_400_000);
  });

  it('quality mode follows the level and never aims above the source', () => {
    const high = planEncode(source, { ...defaults, quality: 'high' }).videoBitrate;
    const low = planEncode(source, { ...defaults, quality: 'low' }).videoBitrate;
    expect(high).toBeGreaterThan(low);
    expect(planEncode({ ...source, videoBitrate: 300_000 }, { ...defaults, quality: 'high' }).videoBitrate).toBe(300_000);
  });

  it('caps the frame rate only when the source is faster; drops audio on request', () => {
    expect(planEncode(source, { ...defaults, fps: '30' }).fps).toBe(30);
    expect(planEncode({ ...source, fps: 25 }, { ...defaults, fps: '30' }).fps).toBeUndefined();
    expect(planEncode(source, { ...defaults, audio: 'drop' }).audioBitrate).toBeUndefined();
    expect(planEncode(source, defaults).audioBitrate).toBe(128_000);
  });

  it('copies audio that fits the container, else AAC for MP4 and Vorbis for WebM', () => {
    expect(audioArgs('mp4', 128_000, 'aac')).toEqual(['-c:a', 'copy']);
    expect(audioArgs('mp4', 128_000, 'opus')).toEqual(['-c:a', 'aac', '-b:a', '128k']);
    expect(audioArgs('webm', 96_000, 'aac')).toEqual(['-c:a', 'libvorbis', '-b:a', '96k']);
    const args = ffmpegArgs('in.mp4', 'out.webm', VP8, planEncode(source, { ...defaults, audio: 'drop' }), 'aac');
    expect(args).toContain('libvpx');
    expect(args).toContain('-an');
  });
});
