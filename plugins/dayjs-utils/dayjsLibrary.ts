/** The whitelist of Day.js's own native methods (plugins are loaded by families/date/dayjs.ts). */
import { dayjs } from '../../families/date/dayjs';
import type { ChainLibrary } from '../../families/date/callChain';

export { dayjs };

/** The library's own static functions that take only literal arguments (no global setters like locale()). */
const STATICS = ['unix', 'utc', 'tz', 'duration', 'isDayjs', 'isDuration'];

/** Instance methods of Day.js objects and durations (core and the plugins above). */
const METHODS = [
  // core
  'clone',
  'isValid',
  'year',
  'month',
  'date',
  'day',
  'hour',
  'minute',
  'second',
  'millisecond',
  'get',
  'set',
  'add',
  'subtract',
  'startOf',
  'endOf',
  'format',
  'diff',
  'valueOf',
  'unix',
  'daysInMonth',
  'toDate',
  'toJSON',
  'toISOString',
  'toString',
  'utcOffset',
  'isBefore',
  'isSame',
  'isAfter',
  'locale',
  // plugins
  'utc',
  'local',
  'isUTC',
  'tz',
  'offsetName',
  'fromNow',
  'from',
  'toNow',
  'to',
  'calendar',
  'isBetween',
  'isSameOrBefore',
  'isSameOrAfter',
  'isLeapYear',
  'dayOfYear',
  'week',
  'weekYear',
  'isoWeek',
  'isoWeekday',
  'isoWeekYear',
  'isoWeeksInYear',
  'weekday',
  'quarter',
  'isToday',
  'isTomorrow',
  'isYesterday',
  'toArray',
  'toObject',
  // durations
  'humanize',
  'asMilliseconds',
  'asSeconds',
  'asMinutes',
  'asHours',
  'asDays',
  'asWeeks',
  'asMonths',
  'asYears',
  'as',
  'milliseconds',
  'seconds',
  'minutes',
  'hours',
  'days',
  'weeks',
  'months',
  'years',
];

export const dayjsLibrary: ChainLibrary = {
  name: 'dayjs',
  // The function itself, so its statics (dayjs.unix, dayjs.duration…) are reachable.
  root: dayjs as unknown as ChainLibrary['root'],
  statics: new Set(STATICS),
  methods: new Set(METHODS),
  // locale(name, definition) would define a locale for the whole worker: only reading one by name is allowed.
  allowsArgs: (method, args) => method !== 'locale' || (args.length <= 1 && args.every((a) => typeof a === 'string')),
  owns: (value) => dayjs.isDayjs(value) || dayjs.isDuration(value),
};
