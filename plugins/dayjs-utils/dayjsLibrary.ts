/** Day.js with every plugin the runner's whitelist relies on, and the UI languages' locales. */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import arraySupport from 'dayjs/plugin/arraySupport';
import calendar from 'dayjs/plugin/calendar';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import dayOfYear from 'dayjs/plugin/dayOfYear';
import duration from 'dayjs/plugin/duration';
import isBetween from 'dayjs/plugin/isBetween';
import isLeapYear from 'dayjs/plugin/isLeapYear';
import isoWeek from 'dayjs/plugin/isoWeek';
import isoWeeksInYear from 'dayjs/plugin/isoWeeksInYear';
import isSameOrAfter from 'dayjs/plugin/isSameOrAfter';
import isSameOrBefore from 'dayjs/plugin/isSameOrBefore';
import isToday from 'dayjs/plugin/isToday';
import isTomorrow from 'dayjs/plugin/isTomorrow';
import isYesterday from 'dayjs/plugin/isYesterday';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import objectSupport from 'dayjs/plugin/objectSupport';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import toArray from 'dayjs/plugin/toArray';
import toObject from 'dayjs/plugin/toObject';
import utc from 'dayjs/plugin/utc';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import weekYear from 'dayjs/plugin/weekYear';
import weekday from 'dayjs/plugin/weekday';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { ChainLibrary } from '../../src/engines/callChain';

for (const plugin of [
  advancedFormat, arraySupport, calendar, customParseFormat, dayOfYear, duration, isBetween, isLeapYear, isoWeek,
  isoWeeksInYear, isSameOrAfter, isSameOrBefore, isToday, isTomorrow, isYesterday, localizedFormat, objectSupport,
  quarterOfYear, relativeTime, timezone, toArray, toObject, utc, weekOfYear, weekYear, weekday,
] as dayjs.PluginFunc[]) {
  dayjs.extend(plugin);
}

export { dayjs };

/** The library's own static functions that take only literal arguments (no global setters like locale()). */
const STATICS = ['unix', 'utc', 'tz', 'duration', 'isDayjs', 'isDuration'];

/** Instance methods of Day.js objects and durations (core and the plugins above). */
const METHODS = [
  // core
  'clone', 'isValid', 'year', 'month', 'date', 'day', 'hour', 'minute', 'second', 'millisecond', 'get', 'set',
  'add', 'subtract', 'startOf', 'endOf', 'format', 'diff', 'valueOf', 'unix', 'daysInMonth', 'toDate', 'toJSON',
  'toISOString', 'toString', 'utcOffset', 'isBefore', 'isSame', 'isAfter', 'locale',
  // plugins
  'utc', 'local', 'isUTC', 'tz', 'offsetName', 'fromNow', 'from', 'toNow', 'to', 'calendar', 'isBetween',
  'isSameOrBefore', 'isSameOrAfter', 'isLeapYear', 'dayOfYear', 'week', 'weekYear', 'isoWeek', 'isoWeekday',
  'isoWeekYear', 'isoWeeksInYear', 'weekday', 'quarter', 'isToday', 'isTomorrow', 'isYesterday', 'toArray', 'toObject',
  // durations
  'humanize', 'asMilliseconds', 'asSeconds', 'asMinutes', 'asHours', 'asDays', 'asWeeks', 'asMonths', 'asYears', 'as',
  'milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years',
];

export const dayjsLibrary: ChainLibrary = {
  name: 'dayjs',
  // The function itself, so its statics (dayjs.unix, dayjs.duration…) are reachable.
  root: dayjs as unknown as ChainLibrary['root'],
  statics: new Set(STATICS),
  methods: new Set(METHODS),
  owns: (value) => dayjs.isDayjs(value) || dayjs.isDuration(value),
};

/** UI language → Day.js locale. */
export const DAYJS_LOCALES: Record<string, string> = { en: 'en', zh: 'zh-cn', 'zh-TW': 'zh-tw', ja: 'ja', de: 'de', ko: 'ko' };
