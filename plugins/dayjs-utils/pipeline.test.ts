import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import runDayjs from './pipeline';
import manifest from './manifest';
import { DAYJS_EXAMPLES } from './examples';
import { directContext, ToolError } from '../../schemas/pipeline';

async function run(expr: string, locale = 'en'): Promise<string> {
  const out = await runDayjs({ kind: 'none' }, manifest.options.parse({ expr, locale }), directContext());
  if (Array.isArray(out)) throw new Error('one output expected');
  return out.text!;
}

async function errorKey(expr: string): Promise<string> {
  try {
    await run(expr);
  } catch (e) {
    if (e instanceof ToolError) return e.key;
    throw e;
  }
  return 'no error';
}

describe('dayjs-utils', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T10:30:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it.each(DAYJS_EXAMPLES)('example runs: %s', async (expr) => {
    const text = await run(expr);
    expect(text).not.toBe('');
    expect(text).not.toMatch(/Invalid Date/);
  });

  it.each([
    ["dayjs('2024-01-31').add(1, 'month').format('YYYY-MM-DD')", '2024-02-29'],
    ["dayjs('2024-01-31').endOf('month').format('YYYY-MM-DD')", '2024-01-31'],
    ["dayjs('2024-02-29').isLeapYear()", 'true'],
    ["dayjs('2024-12-30').isoWeek()", '1'],
    ["dayjs('2024-03-01').dayOfYear()", '61'],
    ['dayjs.unix(1700000000).utc().format()', '2023-11-14T22:13:20Z'],
    ["dayjs.utc('2024-06-01T12:00:00Z').tz('America/New_York').format('YYYY-MM-DD HH:mm')", '2024-06-01 08:00'],
    ["dayjs('31/01/2024', 'DD/MM/YYYY').format('YYYY-MM-DD')", '2024-01-31'],
    ["dayjs({ year: 2024, month: 0, day: 15 }).format('YYYY-MM-DD')", '2024-01-15'],
    ["dayjs([2024, 1, 29]).format('YYYY-MM-DD')", '2024-02-29'],
    ['dayjs.duration({ hours: 2, minutes: 30 }).asMinutes()', '150'],
    ["dayjs.duration(2, 'hours')", '2 hours (PT2H)'],
    ["dayjs.utc('2025-03-14T10:30:00Z').fromNow()", 'a day ago'],
    ["dayjs.utc().diff('2000-03-15T10:30:00Z', 'year')", '25'],
    ["dayjs('not a date').format()", 'Invalid Date'],
  ])('%s → %s', async (expr, expected) => {
    expect(await run(expr)).toBe(expected);
  });

  it('follows the locale', async () => {
    expect(await run("dayjs('2024-01-01').format('dddd')", 'zh-cn')).toBe('星期一');
    expect(await run("dayjs('2024-01-01').format('dddd')", 'de')).toBe('Montag');
    expect(await run("dayjs('2024-01-01').format('dddd')", 'ja')).toBe('月曜日');
    expect(await run("dayjs('2024-01-01').format('dddd')", 'ko')).toBe('월요일');
    expect(await run("dayjs('2024-01-01').format('dddd')", 'zh-tw')).toBe('星期一');
    expect(await run("dayjs.utc('2025-03-13T10:30:00Z').fromNow()", 'zh-cn')).toBe('2 天前');
    expect(await run("dayjs('2024-01-01').format('dddd')", 'en')).toBe('Monday');
  });

  it.each([
    ['alert(1)', 'errors.unknownRoot'],
    ['dayjs().constructor', 'errors.notAllowed'],
    ["dayjs()['constructor']", 'errors.syntax'],
    ['dayjs().__proto__', 'errors.notAllowed'],
    ['dayjs().$d', 'errors.notAllowed'],
    ['dayjs().toDate().getTime()', 'errors.notAllowed'],
    ["dayjs.extend('x')", 'errors.notAllowed'],
    ["dayjs.locale('de')", 'errors.notAllowed'],
    ['dayjs(`2024`)', 'errors.notAllowed'],
    ["dayjs().diff(dayjs('2024-01-01'))", 'errors.notAllowed'],
    ['dayjs(Date.now())', 'errors.notAllowed'],
    ["dayjs().format('YYYY'", 'errors.syntax'],
    ["dayjs().tz('Not/AZone').format()", 'errors.unknownZone'],
    ["dayjs().locale('en', { name: 'en' })", 'errors.notAllowed'],
    ["dayjs().locale('__proto__', {})", 'errors.notAllowed'],
    // Locale names that a locale table lookup would find on Object.prototype (issue 20, finding 10).
    ["dayjs().locale('__proto__-x').format()", 'errors.notAllowed'],
    ["dayjs().locale('constructor-x').format()", 'errors.notAllowed'],
    ["dayjs().locale('toString')", 'errors.notAllowed'],
    ["dayjs('2024-01-01').locale('hasOwnProperty_x').format('dddd')", 'errors.notAllowed'],
    ["dayjs().locale('VALUEOF')", 'errors.notAllowed'],
  ])('refuses %s (%s)', async (expr, key) => {
    expect(await errorKey(expr)).toBe(key);
  });

  it('reads a locale by name on one date', async () => {
    expect(await run("dayjs('2024-01-01').locale('de').format('dddd')")).toBe('Montag');
  });

  it('keeps the expression in the options (the URL) with a length cap', () => {
    expect(manifest.options.parse({}).expr).toBe("dayjs().format('YYYY-MM-DD')");
    expect(manifest.options.safeParse({ expr: 'x'.repeat(501) }).success).toBe(false);
  });

  it("an unknown time zone is an error the page shows, not local time (tz('Mars/Olympus'))", async () => {
    expect(await errorKey("dayjs().tz('Mars/Olympus')")).toBe('errors.unknownZone');
    expect(await errorKey("dayjs.tz('2024-06-01 09:00', 'Mars/Olympus')")).toBe('errors.unknownZone');
    expect(await run("dayjs.tz('2024-06-01 09:00', 'Asia/Tokyo').format('HH:mm')")).toBe('09:00');
  });
});
