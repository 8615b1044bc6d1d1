import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../../src/runner/editorProps';
import { dateLibraryLocale } from '../../families/date/dateLocale';
import { dayjs } from '../../families/date/dayjs';
import {
  addToDate,
  ADD_UNITS,
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

export default function DateUtilsEditor({ tool, options: raw, setOptions }: EditorProps) {
  const { t, i18n } = useTranslation(tool.id);
  const options = raw as Options;
  const set = (patch: Partial<Options>) => setOptions({ ...options, ...patch });
  const now = useNow();
  const locale = dateLibraryLocale(i18n.language);
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = useMemo(() => timeZones(), []);
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

  const dateField = (key: 'date' | 'date2', label: string, withTime: boolean) => (
    <label className="date-field">
      <span>{label}</span>
      <input
        id={`root_${key}`}
        type={withTime ? 'datetime-local' : 'date'}
        value={options[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      <small className="muted">{t('emptyMeansNow')}</small>
    </label>
  );

  const zoneSelect = (key: 'fromZone' | 'toZone') => (
    <label className="date-field">
      <span>{t(`options.${key}.label`)}</span>
      <select id={`root_${key}`} value={options[key]} onChange={(e) => set({ [key]: e.target.value })}>
        <option value="">{t('localZone', { zone: localZone })}</option>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    </label>
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
          <label className="date-field">
            <span>{t('options.timestamp.label')}</span>
            <input
              id="root_timestamp"
              inputMode="numeric"
              value={options.timestamp}
              placeholder={String(Math.floor(now.getTime() / 1000))}
              onChange={(e) => set({ timestamp: e.target.value.trim() })}
            />
          </label>
          <label className="date-field">
            <span>{t('options.unit.label')}</span>
            <select id="root_unit" value={options.unit} onChange={(e) => set({ unit: e.target.value as TimestampUnit })}>
              {(['auto', 's', 'ms'] as const).map((u) => (
                <option key={u} value={u}>
                  {t(`options.unit.enum.${u}`)}
                </option>
              ))}
            </select>
          </label>
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
        <div className="date-fields">{dateField('date', t('options.date.label'), true)}</div>
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
          {dateField('date', t('options.date.label'), true)}
          <label className="date-field">
            <span>{t('options.preset.label')}</span>
            <select id="root_preset" value={options.preset} onChange={(e) => set({ preset: e.target.value as Options['preset'] })}>
              {[...Object.keys(FORMAT_PRESETS), 'custom'].map((p) => (
                <option key={p} value={p}>
                  {t(`options.preset.enum.${p}`)}
                  {p !== 'custom' ? ` — ${FORMAT_PRESETS[p as keyof typeof FORMAT_PRESETS]}` : ''}
                </option>
              ))}
            </select>
          </label>
          {options.preset === 'custom' && (
            <label className="date-field">
              <span>{t('options.pattern.label')}</span>
              <input id="root_pattern" value={options.pattern} spellCheck={false} onChange={(e) => set({ pattern: e.target.value })} />
              <small className="muted">{t('patternHelp')}</small>
            </label>
          )}
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
        <div className="date-fields">
          {dateField('date', t('startDate'), false)}
          {dateField('date2', t('endDate'), false)}
        </div>
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
          {dateField('date', t('options.date.label'), false)}
          <label className="date-field">
            <span>{t('options.amount.label')}</span>
            <input
              id="root_amount"
              type="number"
              step={1}
              value={options.amount}
              onChange={(e) => set({ amount: Number.isFinite(e.target.valueAsNumber) ? Math.trunc(e.target.valueAsNumber) : 0 })}
            />
            <small className="muted">{t('negativeSubtracts')}</small>
          </label>
          <label className="date-field">
            <span>{t('options.addUnit.label')}</span>
            <select id="root_addUnit" value={options.addUnit} onChange={(e) => set({ addUnit: e.target.value as AddUnit })}>
              {ADD_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`options.addUnit.enum.${u}`)}
                </option>
              ))}
            </select>
          </label>
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
        <div className="date-fields">{dateField('date', t('options.date.label'), false)}</div>
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
          {dateField('date', t('options.date.label'), true)}
          {zoneSelect('fromZone')}
          {zoneSelect('toZone')}
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
        <div className="date-fields">
          {dateField('date', t('birthDate'), false)}
          {dateField('date2', t('onDate'), false)}
        </div>
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
