import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { dayjs } from '../../families/date/dayjs';
import {
  addToDate,
  age,
  convertTimeZone,
  DateInputError,
  dateInfo,
  describeInstant,
  difference,
  formatWallClock,
  FORMAT_PRESETS,
  timestampToMs,
  TimeZoneError,
  wallClockToMs,
} from './dateMath';
import type { DateResult } from './dateResult';

type Options = OptionsOf<typeof manifest>;

function calculate(o: Options, now: Date): DateResult {
  // 'ui' is resolved to the interface language on the page; the command line has none.
  const locale = o.locale === 'ui' ? 'en' : o.locale;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  switch (o.tab) {
    case 'timestamp': {
      const from = describeInstant(o.timestamp ? timestampToMs(o.timestamp, o.unit) : now.getTime());
      const to = o.date ? wallClockToMs(o.date) : now.getTime();
      return {
        tab: o.tab,
        zone,
        now: { seconds: Math.floor(now.getTime() / 1000), milliseconds: now.getTime(), local: dayjs(now).format('YYYY-MM-DD HH:mm:ss Z') },
        fromTimestamp: { local: from.local, utc: from.utc, iso: from.iso, relative: dayjs(from.milliseconds).locale(locale).from(now) },
        toTimestamp: { seconds: Math.floor(to / 1000), milliseconds: to },
      };
    }
    case 'format':
      return { tab: o.tab, formatted: formatWallClock(o.date, o.preset === 'custom' ? o.pattern : FORMAT_PRESETS[o.preset], locale, now) };
    case 'difference':
      return { tab: o.tab, ...difference(o.date, o.date2, now) };
    case 'add':
      return { tab: o.tab, added: addToDate(o.date, o.amount, o.addUnit, now) };
    case 'info': {
      const info = dateInfo(o.date, now);
      // 2024-01-01 was a Monday (ISO weekday 1).
      const weekdayName = dayjs
        .utc('2024-01-01')
        .add(info.weekday - 1, 'day')
        .locale(locale)
        .format('dddd');
      return { tab: o.tab, weekdayName, ...info };
    }
    case 'timezone':
      return { tab: o.tab, ...convertTimeZone(o.date, o.fromZone || zone, o.toZone || zone, now) };
    case 'age':
      return o.date ? { tab: o.tab, age: age(o.date, o.date2, now) } : { tab: o.tab };
  }
}

/** The chosen calculator's values for these options at the instant `now`; input it cannot read is a ToolError. */
export function dateResults(options: Options, now: Date): DateResult {
  try {
    return calculate(options, now);
  } catch (e) {
    if (e instanceof TimeZoneError) throw new ToolError('errors.invalidZone', { zone: e.message });
    if (e instanceof DateInputError) throw new ToolError('errors.invalidDate', {}, e.message);
    throw e;
  }
}

/** The results as JSON, computed at the moment the run starts (empty dates are "now"). */
const runDateUtils: Pipeline<Options> = async (_input, options) => ({
  name: 'date-utils.json',
  type: 'application/json',
  text: JSON.stringify(dateResults(options, new Date())),
});

export default runDateUtils;
