import { describe, expect, it } from 'vitest';
import { ToolError, directContext } from '../../schemas/pipeline';
import manifest from './manifest';
import runDateUtils, { dateResults } from './pipeline';

const now = new Date('2025-03-15T10:30:45.678Z');
/** The options a link would give: the schema's defaults under the fields set. */
const options = (set: Record<string, unknown>) => manifest.options.parse(set);
const fails = (set: Record<string, unknown>) => {
  try {
    dateResults(options(set), now);
  } catch (e) {
    return e instanceof ToolError ? { key: e.key, params: e.params } : e;
  }
  return 'no error';
};

describe('date-utils pipeline', () => {
  it('timestamp: now, a timestamp as dates and relative to now, a date as a timestamp', () => {
    const r = dateResults(options({ tab: 'timestamp', timestamp: '1700000000', date: '2024-01-01T00:00', locale: 'de' }), now);
    if (r.tab !== 'timestamp') throw new Error(r.tab);
    expect(r.now).toMatchObject({ seconds: 1742034645, milliseconds: 1742034645678 });
    expect(r.fromTimestamp).toMatchObject({ utc: '2023-11-14 22:13:20 UTC', iso: '2023-11-14T22:13:20.000Z', relative: 'vor einem Jahr' });
    // A wall-clock time is in the device's zone: 2024-01-01 00:00 there.
    const local = new Date(2024, 0, 1).getTime();
    expect(r.toTimestamp).toEqual({ seconds: local / 1000, milliseconds: local });
    expect(r.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('empty fields are now', () => {
    const r = dateResults(options({ tab: 'timestamp' }), now);
    if (r.tab !== 'timestamp') throw new Error(r.tab);
    expect(r.fromTimestamp.iso).toBe('2025-03-15T10:30:45.678Z');
    expect(r.toTimestamp.milliseconds).toBe(now.getTime());
    // "Today" is the device's: two days on from its date now.
    const later = new Date(now);
    later.setDate(later.getDate() + 2);
    const day = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
    expect(dateResults(options({ tab: 'add', amount: 2 }), now)).toEqual({ tab: 'add', added: day });
  });

  it('format: a preset, a custom pattern, in the chosen locale', () => {
    expect(dateResults(options({ tab: 'format', date: '2024-02-29T13:05', preset: 'us' }), now)).toEqual({
      tab: 'format',
      formatted: '02/29/2024 01:05 PM',
    });
    expect(
      dateResults(options({ tab: 'format', date: '2024-02-29T13:05', preset: 'custom', pattern: 'dddd [Q]Q', locale: 'ja' }), now),
    ).toEqual({
      tab: 'format',
      formatted: '木曜日 Q1',
    });
  });

  it('difference, add, day facts, time zones and age', () => {
    expect(dateResults(options({ tab: 'difference', date: '2024-01-31', date2: '2024-03-15' }), now)).toMatchObject({
      tab: 'difference',
      days: 44,
      weeks: 6,
      months: 1,
      remainderDays: 15,
      businessDays: 32,
    });
    expect(dateResults(options({ tab: 'add', date: '2024-01-31', amount: 1, addUnit: 'month' }), now)).toEqual({
      tab: 'add',
      added: '2024-02-29',
    });
    expect(dateResults(options({ tab: 'info', date: '2024-12-30', locale: 'de' }), now)).toMatchObject({
      weekdayName: 'Montag',
      isoWeek: 1,
      isoWeekYear: 2025,
      dayOfYear: 365,
      daysInYear: 366,
      isLeapYear: true,
    });
    expect(dateResults(options({ tab: 'timezone', date: '2024-06-01T12:00', fromZone: 'UTC', toZone: 'Asia/Tokyo' }), now)).toEqual({
      tab: 'timezone',
      time: '2024-06-01 21:00',
      offset: '+09:00',
      instant: '2024-06-01T12:00:00.000Z',
    });
    expect(dateResults(options({ tab: 'age', date: '1990-05-20', date2: '2025-03-15' }), now)).toEqual({
      tab: 'age',
      age: { years: 34, months: 9, days: 23, totalDays: 12718, nextBirthdayIn: 66 },
    });
    // No birth date yet: nothing to say (the page asks for one).
    expect(dateResults(options({ tab: 'age' }), now)).toEqual({ tab: 'age' });
  });

  it('input it cannot read is an error the page translates', () => {
    expect(fails({ tab: 'info', date: '2023-02-30' })).toEqual({ key: 'errors.invalidDate', params: {} });
    expect(fails({ tab: 'timestamp', timestamp: '12abc' })).toEqual({ key: 'errors.invalidDate', params: {} });
    expect(fails({ tab: 'timezone', toZone: 'Mars/Olympus' })).toEqual({ key: 'errors.invalidZone', params: { zone: 'Mars/Olympus' } });
    expect(fails({ tab: 'age', date: '2030-01-01', date2: '2025-01-01' })).toEqual({ key: 'errors.invalidDate', params: {} });
  });

  it('runs as a pipeline: the results as JSON', async () => {
    const out = await runDateUtils(
      { kind: 'none' },
      options({ tab: 'add', date: '2024-01-31', amount: -1, addUnit: 'day' }),
      directContext(),
    );
    expect(Array.isArray(out) ? out : [out]).toEqual([
      { name: 'date-utils.json', type: 'application/json', text: JSON.stringify({ tab: 'add', added: '2024-01-30' }) },
    ]);
  });
});
