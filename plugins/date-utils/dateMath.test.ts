import { describe, expect, it } from 'vitest';
import {
  addToDate,
  age,
  businessDaysBetween,
  convertTimeZone,
  DateInputError,
  dateInfo,
  describeInstant,
  difference,
  formatWallClock,
  FORMAT_PRESETS,
  parseWallClock,
  timestampToMs,
  TimeZoneError,
  wallClockToMs,
} from './dateMath';
import { dayjs } from '../../families/date/dayjs';

const now = new Date('2025-03-15T10:30:00Z');

describe('date-utils: parsing', () => {
  it('reads dates and date-times from inputs, and refuses impossible dates', () => {
    expect(parseWallClock('2024-02-29').format('YYYY-MM-DD HH:mm')).toBe('2024-02-29 00:00');
    expect(parseWallClock('2024-02-29T13:45').format('YYYY-MM-DD HH:mm')).toBe('2024-02-29 13:45');
    expect(() => parseWallClock('2023-02-29')).toThrow(DateInputError);
    expect(() => parseWallClock('yesterday')).toThrow(DateInputError);
    expect(parseWallClock('', now, 'Asia/Tokyo').format('YYYY-MM-DD HH:mm')).toBe('2025-03-15 19:30');
  });
});

describe('date-utils: timestamps', () => {
  it('tells seconds from milliseconds', () => {
    expect(timestampToMs('1700000000', 'auto')).toBe(1_700_000_000_000);
    expect(timestampToMs('1700000000000', 'auto')).toBe(1_700_000_000_000);
    expect(timestampToMs('1700000000', 'ms')).toBe(1_700_000_000);
    expect(timestampToMs('-86400', 's')).toBe(-86_400_000);
    expect(() => timestampToMs('12abc', 'auto')).toThrow(DateInputError);
    expect(() => timestampToMs('', 'auto')).toThrow(DateInputError);
  });

  it('shows an instant in UTC and a zone, and goes back', () => {
    const v = describeInstant(1_700_000_000_000, 'Asia/Shanghai');
    expect(v).toEqual({
      seconds: 1_700_000_000,
      milliseconds: 1_700_000_000_000,
      iso: '2023-11-14T22:13:20.000Z',
      local: '2023-11-15 06:13:20 +08:00',
      utc: '2023-11-14 22:13:20 UTC',
    });
    expect(wallClockToMs('2023-11-15T06:13:20', 'Asia/Shanghai')).toBe(1_700_000_000_000);
    expect(wallClockToMs('1970-01-01', 'UTC')).toBe(0);
  });
});

describe('date-utils: format', () => {
  it('formats with presets and custom patterns in the UI locale', () => {
    expect(formatWallClock('2024-01-05T09:07', FORMAT_PRESETS.dateTime, 'en')).toBe('2024-01-05 09:07:00');
    expect(formatWallClock('2024-01-05T09:07', FORMAT_PRESETS.us, 'en')).toBe('01/05/2024 09:07 AM');
    expect(formatWallClock('2024-01-05', FORMAT_PRESETS.weekday, 'de')).toBe('Freitag');
    expect(formatWallClock('2024-01-05', FORMAT_PRESETS.cjk, 'zh-cn')).toBe('2024年1月5日 00:00');
    expect(formatWallClock('2024-01-05', 'Q [quarter], wo [week]', 'en')).toBe('1 quarter, 1st week');
  });
});

describe('date-utils: differences', () => {
  it('counts days, weeks, months with remainder, and business days', () => {
    expect(difference('2024-01-31', '2024-03-15')).toEqual({
      days: 44,
      weeks: 6,
      months: 1,
      years: 0,
      remainderDays: 15,
      businessDays: 32,
      hours: 1056,
      minutes: 63360,
    });
    expect(difference('2024-03-15', '2024-01-31').days).toBe(-44);
    expect(difference('2024-03-15', '2024-01-31').businessDays).toBe(-32);
  });

  it('business days: Monday to Friday, end excluded', () => {
    const d = (s: string) => dayjs.utc(s);
    expect(businessDaysBetween(d('2024-06-03'), d('2024-06-10'))).toBe(5); // Mon → next Mon
    expect(businessDaysBetween(d('2024-06-08'), d('2024-06-10'))).toBe(0); // weekend
    expect(businessDaysBetween(d('2024-06-07'), d('2024-06-08'))).toBe(1); // Friday
    expect(businessDaysBetween(d('2024-01-01'), d('2025-01-01'))).toBe(262);
  });

  it('a daylight-saving change does not shorten a day', () => {
    expect(difference('2024-03-30', '2024-04-01').hours).toBe(48);
  });
});

describe('date-utils: add, facts, zones, age', () => {
  it('adds and subtracts, clamping month ends', () => {
    expect(addToDate('2024-01-31', 1, 'month')).toBe('2024-02-29');
    expect(addToDate('2024-03-01', -1, 'day')).toBe('2024-02-29');
    expect(addToDate('2024-02-29', 1, 'year')).toBe('2025-02-28');
    expect(addToDate('2024-02-29T23:30', 90, 'minute')).toBe('2024-03-01 01:00');
  });

  it('knows day of year, ISO week, leap years', () => {
    expect(dateInfo('2024-12-30')).toEqual({
      weekday: 1,
      dayOfYear: 365,
      daysInYear: 366,
      isoWeek: 1,
      isoWeekYear: 2025,
      isLeapYear: true,
      daysInMonth: 31,
      quarter: 4,
    });
    expect(dateInfo('2021-01-03')).toMatchObject({ weekday: 7, isoWeek: 53, isoWeekYear: 2020, isLeapYear: false });
    expect(dateInfo('1900-02-01').isLeapYear).toBe(false);
    expect(dateInfo('2000-02-01')).toMatchObject({ isLeapYear: true, daysInMonth: 29 });
  });

  it('converts between IANA time zones, across daylight saving', () => {
    expect(convertTimeZone('2024-06-01T12:00', 'UTC', 'America/New_York')).toEqual({
      time: '2024-06-01 08:00',
      offset: '-04:00',
      instant: '2024-06-01T12:00:00.000Z',
    });
    expect(convertTimeZone('2024-01-15T09:00', 'Europe/Berlin', 'Asia/Tokyo').time).toBe('2024-01-15 17:00');
    expect(() => convertTimeZone('2024-01-15T09:00', 'Mars/Olympus', 'UTC')).toThrow(TimeZoneError);
  });

  it('calculates age in years, months and days, and the next birthday', () => {
    expect(age('1990-05-20', '2025-03-15')).toEqual({ years: 34, months: 9, days: 23, totalDays: 12718, nextBirthdayIn: 66 });
    expect(age('2000-03-15', '2025-03-15')).toMatchObject({ years: 25, months: 0, days: 0, nextBirthdayIn: 0 });
    expect(age('2000-02-29', '2025-03-15', now).years).toBe(25);
    expect(() => age('2030-01-01', '2025-01-01')).toThrow(DateInputError);
  });
});
