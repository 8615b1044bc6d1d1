import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import runMoment from './pipeline';
import manifest from './manifest';
import { MOMENT_EXAMPLES } from './examples';
import { directContext, ToolError } from '../../schemas/pipeline';

async function run(expr: string, locale = 'en'): Promise<string> {
  const out = await runMoment({ kind: 'none' }, manifest.options.parse({ expr, locale }), directContext());
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

describe('moment-utils', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T10:30:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it.each(MOMENT_EXAMPLES)('example runs: %s', async (expr) => {
    const text = await run(expr);
    expect(text).not.toBe('');
    expect(text).not.toMatch(/Invalid date/i);
  });

  it.each([
    ["moment('2024-01-31').add(1, 'month').format('YYYY-MM-DD')", '2024-02-29'],
    ["moment('2024-02-29').isLeapYear()", 'true'],
    ["moment('2024-12-30').isoWeek()", '1'],
    ['moment.unix(1700000000).utc().format()', '2023-11-14T22:13:20Z'],
    ["moment.utc('2024-06-01T12:00:00Z').utcOffset(540).format('YYYY-MM-DD HH:mm Z')", '2024-06-01 21:00 +09:00'],
    ["moment('31/01/2024', 'DD/MM/YYYY').format('YYYY-MM-DD')", '2024-01-31'],
    ["moment.tz('2024-06-01 09:00', 'Europe/Berlin').tz('America/New_York').format('YYYY-MM-DD HH:mm z')", '2024-06-01 03:00 EDT'],
    ["moment.utc('2024-01-15T12:00:00Z').tz('Asia/Taipei').format('HH:mm Z')", '20:00 +08:00'],
    ["moment.duration('PT2H30M').asMinutes()", '150'],
    ["moment.duration(2, 'hours')", '2 hours (PT2H)'],
    ["moment.utc('2025-03-14T10:30:00Z').fromNow()", 'a day ago'],
    ["moment.utc('2024-01-31').endOf('month').fromNow()", 'a year ago'],
    ["moment('not a date').format()", 'Invalid date'],
  ])('%s → %s', async (expr, expected) => {
    expect(await run(expr)).toBe(expected);
  });

  it('follows the locale', async () => {
    expect(await run("moment('2024-01-01').format('dddd')", 'zh-cn')).toBe('星期一');
    expect(await run("moment('2024-01-01').format('dddd')", 'de')).toBe('Montag');
    expect(await run("moment('2024-01-01').format('dddd')", 'ja')).toBe('月曜日');
    expect(await run("moment('2024-01-01').format('dddd')", 'ko')).toBe('월요일');
    expect(await run("moment.utc('2025-03-13T10:30:00Z').fromNow()", 'zh-tw')).toBe('2 天前');
    expect(await run("moment('2024-01-01').format('dddd')", 'en')).toBe('Monday');
  });

  it.each([
    ['alert(1)', 'errors.unknownRoot'],
    ['moment().constructor', 'errors.notAllowed'],
    ['moment().__proto__', 'errors.notAllowed'],
    ['moment()._d', 'errors.notAllowed'],
    ['moment().toDate().getTime()', 'errors.notAllowed'],
    ["moment.locale('de')", 'errors.notAllowed'],
    ["moment.updateLocale('en', {})", 'errors.notAllowed'],
    ['moment(`2024`)', 'errors.notAllowed'],
    ["moment().diff(moment('2024-01-01'))", 'errors.notAllowed'],
    ['moment({ __proto__: { x: 1 } })', 'errors.notAllowed'],
    ["moment().format('YYYY'", 'errors.syntax'],
    ["moment().locale('en', { months: [] })", 'errors.notAllowed'],
    // Locale names that a locale table lookup would find on Object.prototype (issue 20, finding 10).
    ["moment().locale('__proto__-x').format()", 'errors.notAllowed'],
    ["moment().locale('constructor-x').format()", 'errors.notAllowed'],
    ["moment().locale('toString')", 'errors.notAllowed'],
    ["moment('2024-01-01').locale('hasOwnProperty_x').format('dddd')", 'errors.notAllowed'],
    ["moment().locale('VALUEOF')", 'errors.notAllowed'],
  ])('refuses %s (%s)', async (expr, key) => {
    expect(await errorKey(expr)).toBe(key);
  });

  it("an unknown time zone is an error the page shows, not local time (tz('Mars/Olympus'))", async () => {
    expect(await errorKey("moment().tz('Mars/Olympus')")).toBe('errors.unknownZone');
    expect(await errorKey("moment.tz('2024-06-01 09:00', 'Mars/Olympus')")).toBe('errors.unknownZone');
    expect(await run("moment.tz('2024-06-01 09:00', 'Asia/Tokyo').format('HH:mm')")).toBe('09:00');
  });
});
