// date-utils stays an editor: seven calculators share one set of options (a link holds any of them), and
// each tab shows its results live as the fields change, with no job to run. Its plain fields come from
// the field kit (EditorProps.Fields), the dates (labelled by the tab's question) and the time zones (the
// browser's own list) through its custom inputs.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../../src/runner/editorProps';
import { dateLibraryLocale } from '../../families/date/dateLocale';
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
  timeZones,
  wallClockToMs,
  type AddUnit,
  type TimestampUnit,
} from './dateMath';
import { DATE_TABS } from './manifest';
import type { CustomInput } from '../../src/runner/fields/Field';
import './Editor.css';

type Options = {
  tab: (typeof DATE_TABS)[number];
  timestamp: string;
  unit: TimestampUnit;
  date: string;
  date2: string;
  preset: keyof typeof FORMAT_PRESETS | 'custom';
  pattern: string;
  amount: number;
  addUnit: AddUnit;
  fromZone: string;
  toZone: string;
};

/** The current time, refreshed every second (the live "now"). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function Out({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="date-out">
      <dt>{label}</dt>
      <dd data-testid={`out-${id}`}>{children}</dd>
    </div>
  );
}

/** A date box (the browser's own picker); empty means today. */
const DayInput: CustomInput = ({ id, value, onChange, describedBy }) => (
  <input id={id} type="date" value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
);

/** A date-and-time box; empty means now. */
const DateTimeInput: CustomInput = ({ id, value, onChange, describedBy }) => (
  <input id={id} type="datetime-local" value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
);

/** The time zones this browser knows, first the device's own (the empty value). */
const ZoneSelect: CustomInput = ({ id, value, onChange, describedBy }) => {
  const { t } = useTranslation('date-utils');
  const zones = useMemo(() => timeZones(), []);
  return (
    <select id={id} value={String(value)} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('localZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</option>
      {zones.map((z) => (
        <option key={z} value={z}>
          {z}
        </option>
      ))}
    </select>
  );
};

export default function DateUtilsEditor({ tool, options: raw, setOptions, Fields }: EditorProps) {
  const { t, i18n } = useTranslation(tool.id);
  const options = raw as Options;
  const set = (patch: Partial<Options>) => setOptions({ ...options, ...patch });
  const now = useNow();
  const locale = dateLibraryLocale(i18n.language);
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const number = new Intl.NumberFormat(i18n.language);

  /** Runs a calculation; a bad input shows a translated message instead of a result. */
  const attempt = (compute: () => ReactNode): ReactNode => {
    try {
      return compute();
    } catch (e) {
      const message =
        e instanceof TimeZoneError
          ? t('errors.invalidZone', { zone: e.message })
          : e instanceof DateInputError
            ? t('errors.invalidDate')
            : t('errors.unknown');
      return (
        <p role="alert" className="date-error" data-testid="result-error">
          {message}
        </p>
      );
    }
  };

  /** The date fields, worded for the tab (a start date, a birth date), with or without a time of day. */
  const dateFields = (withTime: boolean, labels: { date?: string; date2?: string } = {}) => (
    <Fields
      names={'date2' in labels ? ['date', 'date2'] : ['date']}
      labels={labels}
      inputs={withTime ? { date: DateTimeInput, date2: DateTimeInput } : { date: DayInput, date2: DayInput }}
    />
  );

  const panels: Record<Options['tab'], () => ReactNode> = {
    timestamp: () => (
      <>
        <dl className="date-outs date-now" data-testid="now">
          <Out id="now-seconds" label={t('nowSeconds')}>
            {Math.floor(now.getTime() / 1000)}
          </Out>
          <Out id="now-ms" label={t('nowMilliseconds')}>
            {now.getTime()}
          </Out>
          <Out id="now-local" label={t('nowLocal')}>
            {dayjs(now).format('YYYY-MM-DD HH:mm:ss Z')}
          </Out>
        </dl>
        <h3>{t('fromTimestamp')}</h3>
        <div className="date-fields">
          <Fields names={['timestamp', 'unit']} />
        </div>
        {attempt(() => {
          const v = describeInstant(options.timestamp ? timestampToMs(options.timestamp, options.unit) : now.getTime());
          return (
            <dl className="date-outs">
              <Out id="local" label={t('local', { zone: localZone })}>
                {v.local}
              </Out>
              <Out id="utc" label="UTC">
                {v.utc}
              </Out>
              <Out id="iso" label="ISO 8601">
                {v.iso}
              </Out>
              <Out id="relative" label={t('relative')}>
                {dayjs(v.milliseconds).locale(locale).from(now)}
              </Out>
            </dl>
          );
        })}
        <h3>{t('toTimestamp')}</h3>
        <div className="date-fields">{dateFields(true)}</div>
        {attempt(() => {
          const ms = options.date ? wallClockToMs(options.date) : now.getTime();
          return (
            <dl className="date-outs">
              <Out id="date-seconds" label={t('seconds')}>
                {Math.floor(ms / 1000)}
              </Out>
              <Out id="date-ms" label={t('milliseconds')}>
                {ms}
              </Out>
            </dl>
          );
        })}
      </>
    ),
    format: () => (
      <>
        <div className="date-fields">
          {dateFields(true)}
          <Fields names={options.preset === 'custom' ? ['preset', 'pattern'] : ['preset']} />
        </div>
        {attempt(() => (
          <dl className="date-outs">
            <Out id="formatted" label={t('result')}>
              {formatWallClock(options.date, options.preset === 'custom' ? options.pattern : FORMAT_PRESETS[options.preset], locale, now)}
            </Out>
          </dl>
        ))}
      </>
    ),
    difference: () => (
      <>
        <div className="date-fields">{dateFields(false, { date: t('startDate'), date2: t('endDate') })}</div>
        {attempt(() => {
          const d = difference(options.date, options.date2, now);
          return (
            <dl className="date-outs">
              <Out id="days" label={t('days')}>
                {number.format(d.days)}
              </Out>
              <Out id="weeks" label={t('weeks')}>
                {t('weeksDays', { weeks: t('count.weeks', { count: d.weeks }), days: t('count.days', { count: d.days - d.weeks * 7 }) })}
              </Out>
              <Out id="months" label={t('months')}>
                {t('monthsDays', { months: t('count.months', { count: d.months }), days: t('count.days', { count: d.remainderDays }) })}
              </Out>
              <Out id="years" label={t('years')}>
                {number.format(d.years)}
              </Out>
              <Out id="businessDays" label={t('businessDays')}>
                {number.format(d.businessDays)}
              </Out>
              <Out id="hours" label={t('hours')}>
                {number.format(d.hours)}
              </Out>
            </dl>
          );
        })}
      </>
    ),
    add: () => (
      <>
        <div className="date-fields">
          {dateFields(false)}
          <Fields names={['amount', 'addUnit']} />
        </div>
        {attempt(() => (
          <dl className="date-outs">
            <Out id="added" label={t('result')}>
              {addToDate(options.date, options.amount, options.addUnit, now)}
            </Out>
          </dl>
        ))}
      </>
    ),
    info: () => (
      <>
        <div className="date-fields">{dateFields(false)}</div>
        {attempt(() => {
          const info = dateInfo(options.date, now);
          const weekdayName = dayjs
            .utc('2024-01-01')
            .add(info.weekday - 1, 'day')
            .locale(locale)
            .format('dddd');
          return (
            <dl className="date-outs">
              <Out id="weekday" label={t('weekday')}>
                {weekdayName}
              </Out>
              <Out id="dayOfYear" label={t('dayOfYear')}>
                {t('dayOfYearValue', { day: info.dayOfYear, total: info.daysInYear })}
              </Out>
              <Out id="isoWeek" label={t('isoWeek')}>{`${info.isoWeekYear}-W${String(info.isoWeek).padStart(2, '0')}`}</Out>
              <Out id="leapYear" label={t('leapYear')}>
                {info.isLeapYear ? t('yes') : t('no')}
              </Out>
              <Out id="daysInMonth" label={t('daysInMonth')}>
                {info.daysInMonth}
              </Out>
              <Out id="quarter" label={t('quarter')}>{`Q${info.quarter}`}</Out>
            </dl>
          );
        })}
      </>
    ),
    timezone: () => (
      <>
        <div className="date-fields">
          {dateFields(true)}
          <Fields names={['fromZone', 'toZone']} inputs={{ fromZone: ZoneSelect, toZone: ZoneSelect }} />
        </div>
        {attempt(() => {
          const c = convertTimeZone(options.date, options.fromZone || localZone, options.toZone || localZone, now);
          return (
            <dl className="date-outs">
              <Out id="converted" label={t('converted')}>{`${c.time} (UTC${c.offset})`}</Out>
              <Out id="instant" label="ISO 8601">
                {c.instant}
              </Out>
            </dl>
          );
        })}
      </>
    ),
    age: () => (
      <>
        <div className="date-fields">{dateFields(false, { date: t('birthDate'), date2: t('onDate') })}</div>
        {options.date ? (
          attempt(() => {
            const a = age(options.date, options.date2, now);
            return (
              <dl className="date-outs">
                <Out id="age" label={t('age')}>
                  {t('ageValue', {
                    years: t('count.ageYears', { count: a.years }),
                    months: t('count.months', { count: a.months }),
                    days: t('count.days', { count: a.days }),
                  })}
                </Out>
                <Out id="totalDays" label={t('totalDays')}>
                  {number.format(a.totalDays)}
                </Out>
                <Out id="nextBirthday" label={t('nextBirthday')}>
                  {a.nextBirthdayIn === 0 ? t('today') : t('inDays', { count: a.nextBirthdayIn })}
                </Out>
              </dl>
            );
          })
        ) : (
          <p className="muted">{t('enterBirthDate')}</p>
        )}
      </>
    ),
  };

  return (
    <div className="date-utils">
      <div role="tablist" className="date-tabs" aria-label={t('name')}>
        {DATE_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={options.tab === tab}
            data-testid={`tab-${tab}`}
            className={options.tab === tab ? 'active' : undefined}
            onClick={() => set({ tab })}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" className="date-panel" data-testid={`panel-${options.tab}`}>
        {panels[options.tab]()}
      </section>
    </div>
  );
}
