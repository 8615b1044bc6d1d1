import { describe, expect, it } from 'vitest';
import convertText from './pipeline';
import manifest from './manifest';
import { directContext } from '../../schemas/pipeline';
import { CHINESE_MODES, linePieces } from './chineseModes';
import { CHINESE_MODE_IDS } from './manifest';

async function run(mode: string, text: string, onProgress?: (p: number) => void): Promise<string> {
  const options = manifest.options.parse({ mode });
  const out = await convertText({ kind: 'text', text }, options, directContext(onProgress));
  if (Array.isArray(out)) throw new Error('one output expected');
  return out.text!;
}

describe('text-converter: Chinese scripts (OpenCC)', () => {
  it('offers every mode it implements, and only those', () => {
    expect([...CHINESE_MODE_IDS].sort()).toEqual(Object.keys(CHINESE_MODES).sort());
  });

  it.each([
    // s→t keeps one-to-many characters right by phrase: 头发 (hair) vs 发展 (develop), 干燥 vs 干部.
    ['s2t', '头发的发展很干燥，干部在里面', '頭髮的發展很乾燥，幹部在裏面'],
    ['s2tw', '软件里面的线', '軟件裡面的線'],
    // Taiwan phrases: vocabulary changes, not just glyphs.
    ['s2twp', '软件 鼠标 内存 信息 打印机 自行车', '軟體 滑鼠 記憶體 資訊 印表機 腳踏車'],
    ['s2hk', '为什么在里面着', '為什麼在裏面着'],
    ['t2s', '頭髮 發展 乾燥 幹部', '头发 发展 干燥 干部'],
    ['tw2s', '裡面的線', '里面的线'],
    ['tw2sp', '軟體 滑鼠 記憶體 資訊 印表機', '软件 鼠标 内存 信息 打印机'],
    ['hk2s', '裏面 為甚麼 綫', '里面 为甚么 线'],
    ['t2jp', '國學 讀書 廣場 圖書館 氣', '国学 読書 広場 図書館 気'],
    ['jp2t', '国学 読書 広場 図書館 気', '國學 讀書 廣場 圖書館 氣'],
  ])('%s', async (mode, input, expected) => {
    expect(await run(mode, input)).toBe(expected);
  });

  it('leaves Latin text, digits and punctuation alone', async () => {
    expect(await run('s2t', 'Hello 123, world!\n')).toBe('Hello 123, world!\n');
  });

  it('converts a long text piece by piece with real progress and the same result as one go', async () => {
    const line = '软件开发者在里面发现了头发。\n';
    const text = line.repeat(20_000); // ≈ 300 k characters → several pieces
    const seen: number[] = [];
    const out = await run('s2twp', text, (p) => seen.push(p));
    expect(out).toBe('軟體開發者在裡面發現了頭髮。\n'.repeat(20_000));
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(1);
  });

  it('cuts pieces only at line ends and loses nothing', () => {
    const text = 'abc\ndefgh\nij\nklmnop';
    const pieces = linePieces(text, 4);
    expect(pieces.join('')).toBe(text);
    for (const p of pieces.slice(0, -1)) expect(p.endsWith('\n')).toBe(true);
    expect(linePieces('')).toEqual([]);
  });
});
