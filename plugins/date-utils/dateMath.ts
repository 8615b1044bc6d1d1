/**
 * Date calculations for date-utils' pipeline: pure functions over strings from date inputs
 * ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'). Calendar arithmetic runs in UTC on the wall-clock values, so a
 * daylight-saving change never turns a day into 23 hours; time zones are used only where asked for.
 */
import { dayjs } from '../../families/date/dayjs';
import { ADD_UNITS, FORMAT_PRESETS, type AddUnit } from './dateChoices';

type Dayjs = ReturnType<typeof dayjs>;

export class DateInputError extends Error {}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;

/** Wall-clock date/time from an input, as a UTC Day.js value. Empty → now (in the given zone). */
export function parseWallClock(text: string, now: Date = new Date(), zone?: string): Dayjs {
  const trimmed = text.trim();
  if (!trimmed) {
    const wall = zone ? dayjs(now).tz(zone) : dayjs(now);
    return dayjs.utc(wall.format('YYYY-MM-DDTHH:mm:ss.SSS'));
  }
  if (!WALL_CLOCK.test(trimmed)) throw new DateInputError(trimmed);
  const value = dayjs.utc(trimmed.replace(' ', 'T'));
  // Day.js rolls 2023-02-30 over to March; a real date must read back the same.
  if (!value.isValid() || value.format('YYYY-MM-DD') !== trimmed.slice(0, 10)) throw new DateInputError(trimmed);
  return value;
}

// ---- timestamps ----

export type TimestampUnit = 'auto' | 's' | 'ms';

/** Numbers below 1e11 are seconds (up to the year 5138); above, milliseconds (from 1973). */
export function timestampToMs(text: string, unit: TimestampUnit): number {
  const n = Number(text.trim());
  if (!text.trim() || !Number.isFinite(n)) throw new DateInputError(text);
  const seconds = unit === 's' || (unit === 'auto' && Math.abs(n) < 1e11);
  const ms = seconds ? n * 1000 : n;
  if (Math.abs(ms) > 8.64e15) throw new DateInputError(text);
  return Math.round(ms);
}

export interface TimestampView {
  seconds: number;
  milliseconds: number;
  iso: string;
  /** In the chosen zone (or the browser's), "YYYY-MM-DD HH:mm:ss Z". */
  local: string;
  utc: string;
}

export function describeInstant(ms: number, zone?: string): TimestampView {
  const d = dayjs(ms);
  const zoned = zone ? d.tz(zone) : d;
  return {
    seconds: Math.floor(ms / 1000),
    milliseconds: ms,
    iso: new Date(ms).toISOString(),
    local: zoned.format('YYYY-MM-DD HH:mm:ss Z'),
    utc: d.utc().format('YYYY-MM-DD HH:mm:ss [UTC]'),
  };
}

/** A wall-clock time in a zone (default the browser's) → the instant, in ms. */
export function wallClockToMs(text: string, zone?: string): number {
  const wall = parseWallClock(text).format('YYYY-MM-DDTHH:mm:ss.SSS');
  return (zone ? dayjs.tz(wall, zone) : dayjs(wall)).valueOf();
}

// ---- formatting ----

export { ADD_UNITS, FORMAT_PRESETS, type AddUnit };

export function formatWallClock(text: string, pattern: string, locale: string, now?: Date): string {
  return parseWallClock(text, now).locale(locale).format(pattern);
}

// ---- differences ----

export interface Difference {
  /** b − a; negative when b is earlier. */
  days: number;
  weeks: number;
  /** Whole calendar months, and the days left over. */
  months: number;
  years: number;
  remainderDays: number;
  businessDays: number;
  hours: number;
  minutes: number;
}

/** Monday–Friday days from a (inclusive) to b (exclusive); negative when b is before a. */
export function businessDaysBetween(a: Dayjs, b: Dayjs): number {
  if (b.isBefore(a)) return -businessDaysBetween(b, a);
  const start = a.startOf('day');
  const total = b.startOf('day').diff(start, 'day');
  const weeks = Math.floor(total / 7);
  let count = weeks * 5;
  let day = start.day(); // 0 = Sunday
  for (let i = weeks * 7; i < total; i++) {
    if (day !== 0 && day !== 6) count++;
    day = (day + 1) % 7;
  }
  return count;
}

export function difference(aText: string, bText: string, now?: Date): Difference {
  const a = parseWallClock(aText, now);
  const b = parseWallClock(bText, now);
  const months = b.diff(a, 'month');
  return {
    days: b.diff(a, 'day'),
    weeks: b.diff(a, 'week'),
    months,
    years: b.diff(a, 'year'),
    remainderDays: b.diff(a.add(months, 'month'), 'day'),
    businessDays: businessDaysBetween(a, b),
    hours: b.diff(a, 'hour'),
    minutes: b.diff(a, 'minute'),
  };
}

// ---- add / subtract ----

/** Adds (or with a negative amount subtracts); month ends clamp: Jan 31 + 1 month = Feb 29 (2024). */
export function addToDate(text: string, amount: number, unit: AddUnit, now?: Date): string {
  const withTime = text.includes('T') || text.includes(' ') || unit === 'hour' || unit === 'minute';
  return parseWallClock(text, now)
    .add(amount, unit)
    .format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');
}

// ---- facts about a date ----

export interface DateInfo {
  weekday: number; // 1 = Monday … 7 = Sunday (ISO)
  dayOfYear: number;
  daysInYear: number;
  isoWeek: number;
  isoWeekYear: number;
  isLeapYear: boolean;
  daysInMonth: number;
  quarter: number;
}

export function dateInfo(text: string, now?: Date): DateInfo {
  const d = parseWallClock(text, now);
  const leap = d.isLeapYear();
  return {
    weekday: d.isoWeekday(),
    dayOfYear: d.dayOfYear(),
    daysInYear: leap ? 366 : 365,
    isoWeek: d.isoWeek(),
    isoWeekYear: d.isoWeekYear(),
    isLeapYear: leap,
    daysInMonth: d.daysInMonth(),
    quarter: d.quarter(),
  };
}

// ---- time zones ----

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class TimeZoneError extends Error {}

/** The wall-clock time `text` in `fromZone`, shown in `toZone`. */
export function convertTimeZone(
  text: string,
  fromZone: string,
  toZone: string,
  now?: Date,
): { time: string; offset: string; instant: string } {
  for (const z of [fromZone, toZone]) if (!isTimeZone(z)) throw new TimeZoneError(z);
  const wall = parseWallClock(text, now, fromZone).format('YYYY-MM-DDTHH:mm:ss');
  const instant = dayjs.tz(wall, fromZone);
  const target = instant.tz(toZone);
  return { time: target.format('YYYY-MM-DD HH:mm'), offset: target.format('Z'), instant: instant.toISOString() };
}

// ---- age ----

export interface Age {
  years: number;
  months: number;
  days: number;
  totalDays: number;
  /** Days until the next birthday (0 = today). */
  nextBirthdayIn: number;
}

export function age(birthText: string, onText: string, now?: Date): Age {
  const birth = parseWallClock(birthText, now).startOf('day');
  const on = parseWallClock(onText, now).startOf('day');
  if (on.isBefore(birth)) throw new DateInputError(birthText);
  const years = on.diff(birth, 'year');
  const afterYears = birth.add(years, 'year');
  const months = on.diff(afterYears, 'month');
  const days = on.diff(afterYears.add(months, 'month'), 'day');
  let next = birth.add(years, 'year');
  if (next.isBefore(on)) next = birth.add(years + 1, 'year');
  return { years, months, days, totalDays: on.diff(birth, 'day'), nextBirthdayIn: next.diff(on, 'day') };
}
