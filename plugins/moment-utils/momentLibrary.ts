/** Moment.js with moment-timezone and the UI languages' locales, and the whitelist of its own native methods. */
import moment from 'moment';
// Time zones (IANA data for 1970–2030, the smallest build that covers the dates people type).
import 'moment-timezone/builds/moment-timezone-with-data-1970-2030';
import 'moment/dist/locale/de';
import 'moment/dist/locale/ja';
import 'moment/dist/locale/ko';
import 'moment/dist/locale/zh-cn';
import 'moment/dist/locale/zh-tw';
import type { ChainLibrary } from '../../families/date/callChain';
import { ToolError } from '../../schemas/pipeline';

// Non-ISO strings fall back to Date parsing with a console warning; the result already says "Invalid date".
moment.suppressDeprecationWarnings = true;

export { moment };

/** Static functions that take only literal arguments (no global setters like locale() or updateLocale()). */
const STATICS = [
  'tz',
  'utc',
  'unix',
  'duration',
  'parseZone',
  'isMoment',
  'isDuration',
  'isDate',
  'months',
  'monthsShort',
  'weekdays',
  'weekdaysShort',
  'weekdaysMin',
  'normalizeUnits',
];

/** Instance methods of moments and durations. */
const METHODS = [
  // get/set
  'millisecond',
  'milliseconds',
  'second',
  'seconds',
  'minute',
  'minutes',
  'hour',
  'hours',
  'date',
  'dates',
  'day',
  'days',
  'weekday',
  'isoWeekday',
  'dayOfYear',
  'week',
  'weeks',
  'isoWeek',
  'isoWeeks',
  'month',
  'months',
  'quarter',
  'quarters',
  'year',
  'years',
  'weekYear',
  'isoWeekYear',
  'weeksInYear',
  'weeksInWeekYear',
  'isoWeeksInYear',
  'isoWeeksInISOWeekYear',
  'get',
  'set',
  // manipulate
  'add',
  'subtract',
  'startOf',
  'endOf',
  'local',
  'utc',
  'utcOffset',
  'tz',
  'clone',
  // display
  'format',
  'fromNow',
  'from',
  'toNow',
  'to',
  'calendar',
  'diff',
  'valueOf',
  'unix',
  'daysInMonth',
  'toDate',
  'toArray',
  'toJSON',
  'toISOString',
  'toObject',
  'toString',
  'inspect',
  // query
  'isBefore',
  'isSame',
  'isAfter',
  'isSameOrBefore',
  'isSameOrAfter',
  'isBetween',
  'isDST',
  'isLeapYear',
  'isValid',
  'invalidAt',
  'isUTC',
  'isUtc',
  'isLocal',
  'zoneAbbr',
  'zoneName',
  'locale',
  // durations
  'humanize',
  'asMilliseconds',
  'asSeconds',
  'asMinutes',
  'asHours',
  'asDays',
  'asWeeks',
  'asMonths',
  'asQuarters',
  'asYears',
  'as',
];

export const momentLibrary: ChainLibrary = {
  name: 'moment',
  root: moment as unknown as ChainLibrary['root'],
  statics: new Set(STATICS),
  methods: new Set(METHODS),
  // locale(name, definition) would define a locale for the whole worker: only reading one by name is allowed.
  allowsArgs: (method, args) => method !== 'locale' || (args.length <= 1 && args.every((a) => typeof a === 'string')),
  owns: (value) => moment.isMoment(value) || moment.isDuration(value),
  argsProblem: (method, args, isStatic) => {
    if (method !== 'tz') return undefined;
    // moment.tz(date…, zone) names the zone last; .tz(zone) first; .tz() reads it.
    const zone = isStatic ? (args.length >= 2 ? args.at(-1) : undefined) : args[0];
    return typeof zone === 'string' && !moment.tz.zone(zone) ? new ToolError('errors.unknownZone', { zone }) : undefined;
  },
};
