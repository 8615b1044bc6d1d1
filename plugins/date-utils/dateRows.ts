import type { TFunction } from 'i18next';
import type { DateResult } from './dateResult';

/** One value on the page, labelled; `id` names it for tests (`out-<id>`). */
export interface DateRow {
  id: string;
  label: string;
  value: string;
}

/** A part of a calculator's results: a heading, its rows, or a note when there is nothing to show yet. */
export interface DateSection {
  id: string;
  heading?: string;
  rows: DateRow[];
  note?: string;
}

/** The pipeline's values worded in the page's language: labels, counted units, grouped digits. */
export function dateRows(result: DateResult, t: TFunction, language: string): DateSection[] {
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const row = (id: string, label: string, value: string | number): DateRow => ({ id, label, value: String(value) });
  const section = (id: string, rows: DateRow[], heading?: string): DateSection => ({ id, heading, rows });
  switch (result.tab) {
    case 'timestamp':
      return [
        section('now', [
          row('now-seconds', t('nowSeconds'), result.now.seconds),
          row('now-ms', t('nowMilliseconds'), result.now.milliseconds),
          row('now-local', t('nowLocal'), result.now.local),
        ]),
        section(
          'from-timestamp',
          [
            row('local', t('local', { zone: result.zone }), result.fromTimestamp.local),
            row('utc', 'UTC', result.fromTimestamp.utc),
            row('iso', 'ISO 8601', result.fromTimestamp.iso),
            row('relative', t('relative'), result.fromTimestamp.relative),
          ],
          t('fromTimestamp'),
        ),
        section(
          'to-timestamp',
          [
            row('date-seconds', t('seconds'), result.toTimestamp.seconds),
            row('date-ms', t('milliseconds'), result.toTimestamp.milliseconds),
          ],
          t('toTimestamp'),
        ),
      ];
    case 'format':
      return [section('format', [row('formatted', t('result'), result.formatted)])];
    case 'difference': {
      const count = (unit: string, n: number) => t(`count.${unit}`, { count: n });
      return [
        section('difference', [
          row('days', t('days'), number(result.days)),
          row(
            'weeks',
            t('weeks'),
            t('weeksDays', { weeks: count('weeks', result.weeks), days: count('days', result.days - result.weeks * 7) }),
          ),
          row(
            'months',
            t('months'),
            t('monthsDays', { months: count('months', result.months), days: count('days', result.remainderDays) }),
          ),
          row('years', t('years'), number(result.years)),
          row('businessDays', t('businessDays'), number(result.businessDays)),
          row('hours', t('hours'), number(result.hours)),
        ]),
      ];
    }
    case 'add':
      return [section('add', [row('added', t('result'), result.added)])];
    case 'info':
      return [
        section('info', [
          row('weekday', t('weekday'), result.weekdayName),
          row('dayOfYear', t('dayOfYear'), t('dayOfYearValue', { day: result.dayOfYear, total: result.daysInYear })),
          row('isoWeek', t('isoWeek'), `${result.isoWeekYear}-W${String(result.isoWeek).padStart(2, '0')}`),
          row('leapYear', t('leapYear'), result.isLeapYear ? t('yes') : t('no')),
          row('daysInMonth', t('daysInMonth'), result.daysInMonth),
          row('quarter', t('quarter'), `Q${result.quarter}`),
        ]),
      ];
    case 'timezone':
      return [
        section('timezone', [
          row('converted', t('converted'), `${result.time} (UTC${result.offset})`),
          row('instant', 'ISO 8601', result.instant),
        ]),
      ];
    case 'age': {
      const a = result.age;
      if (!a) return [{ id: 'age', rows: [], note: t('enterBirthDate') }];
      return [
        section('age', [
          row(
            'age',
            t('age'),
            t('ageValue', {
              years: t('count.ageYears', { count: a.years }),
              months: t('count.months', { count: a.months }),
              days: t('count.days', { count: a.days }),
            }),
          ),
          row('totalDays', t('totalDays'), number(a.totalDays)),
          row('nextBirthday', t('nextBirthday'), a.nextBirthdayIn === 0 ? t('today') : t('inDays', { count: a.nextBirthdayIn })),
        ]),
      ];
    }
  }
}
