/** Moment.js with the UI languages' locales, and the whitelist of its own native methods. */
import moment from 'moment';
import 'moment/locale/de';
import 'moment/locale/ja';
import 'moment/locale/ko';
import 'moment/locale/zh-cn';
import 'moment/locale/zh-tw';
import type { ChainLibrary } from '../../src/engines/callChain';

// Non-ISO strings fall back to Date parsing with a console warning; the result already says "Invalid date".
moment.suppressDeprecationWarnings = true;

export { moment };

/** Static functions that take only literal arguments (no global setters like locale() or updateLocale()). */
const STATICS = [
  'utc', 'unix', 'duration', 'parseZone', 'isMoment', 'isDuration', 'isDate',
  'months', 'monthsShort', 'weekdays', 'weekdaysShort', 'weekdaysMin', 'normalizeUnits',
];

/** Instance methods of moments and durations. */
const METHODS = [
  // get/set
  'millisecond', 'milliseconds', 'second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'date', 'dates',
  'day', 'days', 'weekday', 'isoWeekday', 'dayOfYear', 'week', 'weeks', 'isoWeek', 'isoWeeks', 'month', 'months',
  'quarter', 'quarters', 'year', 'years', 'weekYear', 'isoWeekYear', 'weeksInYear', 'weeksInWeekYear',
  'isoWeeksInYear', 'isoWeeksInISOWeekYear', 'get', 'set',
  // manipulate
  'add', 'subtract', 'startOf', 'endOf', 'local', 'utc', 'utcOffset', 'clone',
  // display
  'format', 'fromNow', 'from', 'toNow', 'to', 'calendar', 'diff', 'valueOf', 'unix', 'daysInMonth', 'toDate',
  'toArray', 'toJSON', 'toISOString', 'toObject', 'toString', 'inspect',
  // query
  'isBefore', 'isSame', 'isAfter', 'isSameOrBefore', 'isSameOrAfter', 'isBetween', 'isDST', 'isLeapYear',
  'isValid', 'invalidAt', 'isUTC', 'isUtc', 'isLocal', 'zoneAbbr', 'zoneName', 'locale',
  // durations
  'humanize', 'asMilliseconds', 'asSeconds', 'asMinutes', 'asHours', 'asDays', 'asWeeks', 'asMonths',
  'asQuarters', 'asYears', 'as',
];

export const momentLibrary: ChainLibrary = {
  name: 'moment',
  root: moment as unknown as ChainLibrary['root'],
  statics: new Set(STATICS),
  methods: new Set(METHODS),
  owns: (value) => moment.isMoment(value) || moment.isDuration(value),
};
