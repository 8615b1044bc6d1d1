import { describe, expect, it } from 'vitest';
import convertText from './pipeline';
import manifest from './manifest';
import { directContext } from '../../schemas/pipeline';
import { splitWords } from './caseModes';

async function run(mode: string, text: string): Promise<string> {
  const options = manifest.options.parse({ mode });
  const out = await convertText({ kind: 'text', text }, options, directContext());
  if (Array.isArray(out)) throw new Error('one output expected');
  return out.text!;
}

describe('text-converter', () => {
  it('splits words at separators and case changes', () => {
    expect(splitWords('XMLHttpRequest was_here-now 2day')).toEqual(['XML', 'Http', 'Request', 'was', 'here', 'now', '2day']);
  });

  it.each([
    ['upper', 'Hello wörld', 'HELLO WÖRLD'],
    ['lower', 'Hello WÖRLD', 'hello wörld'],
    ['title', "the quick brown fox's tail", "The Quick Brown Fox's Tail"],
    ['sentence', 'HELLO THERE. how are you? fine!', 'Hello there. How are you? Fine!'],
    ['camel', 'hello big world', 'helloBigWorld'],
    ['pascal', 'hello big world', 'HelloBigWorld'],
    ['snake', 'helloBigWorld', 'hello_big_world'],
    ['kebab', 'Hello Big_World', 'hello-big-world'],
    ['constant', 'hello big world', 'HELLO_BIG_WORLD'],
    ['dot', 'hello big world', 'hello.big.world'],
    ['path', 'hello big world', 'hello/big/world'],
    ['swap', 'Hello World', 'hELLO wORLD'],
    ['alternating', 'hello world', 'hElLo WoRlD'],
  ])('%s', async (mode, input, expected) => {
    expect(await run(mode, input)).toBe(expected);
  });

  it('Title Case leaves words that already have a capital inside alone', async () => {
    expect(await run('title', 'my new iPhone from eBay runs macOS at McDonald’s with NASA wi-fi')).toBe(
      'My New iPhone From eBay Runs macOS At McDonald’s With NASA Wi-Fi',
    );
    expect(await run('title', 'the JavaScript and TypeScript handbook')).toBe('The JavaScript And TypeScript Handbook');
    // Text all in capitals is title-cased throughout (there is nothing to keep).
    expect(await run('title', 'THE QUICK BROWN FOX')).toBe('The Quick Brown Fox');
    expect(await run('title', 'ÉCOLE ÀND ÜBER')).toBe('École Ànd Über');
  });

  it('an apostrophe inside a word does not split it; iPhone and eBay stay one word in prose', async () => {
    expect(splitWords("fox's iPhone")).toEqual(['foxs', 'iPhone']);
    expect(await run('snake', "fox's iPhone")).toBe('foxs_iphone');
    expect(await run('pascal', "fox's iPhone")).toBe('FoxsIphone');
    expect(await run('kebab', 'don’t buy an iPad on eBay with iOS')).toBe('dont-buy-an-ipad-on-ebay-with-ios');
    // One identifier is still split at every hump.
    expect(await run('snake', 'xPosition')).toBe('x_position');
    expect(await run('snake', 'parseHTTPResponse')).toBe('parse_http_response');
  });

  it('alternating and swapped case keep ß (its capital is two letters, SS)', async () => {
    expect(await run('alternating', 'straße')).toBe('sTrAßE');
    expect(await run('swap', 'Straße')).toBe('sTRAßE');
    expect(await run('upper', 'straße')).toBe('STRASSE');
  });

  it('keeps lines apart in identifier modes', async () => {
    expect(await run('snake', 'first name\nlast name')).toBe('first_name\nlast_name');
  });

  it('leaves non-Latin scripts intact', async () => {
    expect(await run('upper', '中文 text')).toBe('中文 TEXT');
  });

  it('rejects an unknown mode through the schema', () => {
    expect(manifest.options.safeParse({ mode: 'shout' }).success).toBe(false);
  });
});
