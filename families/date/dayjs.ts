/**
 * Day.js with every plugin LocalKit's date tools use (utc, timezone, ISO weeks, durations, relative time…)
 * and the locales of the interface languages. Import dayjs from here, not from 'dayjs', so plugins are loaded.
 */
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

for (const plugin of [
  advancedFormat,
  arraySupport,
  calendar,
  customParseFormat,
  dayOfYear,
  duration,
  isBetween,
  isLeapYear,
  isoWeek,
  isoWeeksInYear,
  isSameOrAfter,
  isSameOrBefore,
  isToday,
  isTomorrow,
  isYesterday,
  localizedFormat,
  objectSupport,
  quarterOfYear,
  relativeTime,
  timezone,
  toArray,
  toObject,
  utc,
  weekOfYear,
  weekYear,
  weekday,
] as dayjs.PluginFunc[]) {
  dayjs.extend(plugin);
}

export { dayjs };
