/** The whitelist of Day.js's own native methods (plugins are loaded by families/date/dayjs.ts). */
import { dayjs } from '../../families/date/dayjs';
import { ToolError } from '../../schemas/pipeline';
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
  argsProblem: (method, args, isStatic) => {
    if (method !== 'tz') return undefined;
    // dayjs.tz(date…, zone) names the zone last; .tz(zone) first; .tz() reads it.
    const zone = isStatic ? (args.length >= 2 ? args.at(-1) : undefined) : args[0];
    return typeof zone === 'string' && !isTimeZone(zone) ? new ToolError('errors.unknownZone', { zone }) : undefined;
  },
};

/** Day.js draws its zones from the browser's Intl data, which refuses a name it does not know. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
