import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from './i18n/en.json';
import de from './i18n/de.json';
import zh from './i18n/zh.json';
import zhTW from './i18n/zh-TW.json';
import ja from './i18n/ja.json';
import ko from './i18n/ko.json';
import { dateRows } from './dateRows';
import type { DateResult } from './dateResult';

const bundles = { en, de, zh, 'zh-TW': zhTW, ja, ko };

/** A difference and an age as the pipeline gives them. */
const span = (days: number, weeks: number, months: number, remainderDays: number): DateResult => ({
  tab: 'difference',
  days,
  weeks,
  months,
  remainderDays,
  years: 0,
  businessDays: 0,
  hours: 0,
  minutes: 0,
});
const age = (years: number, months: number, days: number): DateResult => ({
  tab: 'age',
  age: { years, months, days, totalDays: 0, nextBirthdayIn: 1 },
});

/** The spans the Difference and Age calculators show, worded by dateRows as the page does. */
async function spans(lng: keyof typeof bundles) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: bundles[lng] } }, interpolation: { escapeValue: false } });
  const value = (result: DateResult, id: string) =>
    dateRows(result, i18n.t.bind(i18n), lng)
      .flatMap((s) => s.rows)
      .find((r) => r.id === id)?.value;
  return [
    value(span(365, 52, 0, 0), 'weeks'),
    value(span(9, 1, 0, 0), 'weeks'),
    value(span(0, 0, 1, 15), 'months'),
    value(age(1, 1, 1), 'age'),
    value(age(34, 9, 23), 'age'),
  ];
}

describe('date-utils: counted units are pluralised in every language', () => {
  it.each([
    ['en', ['52 weeks 1 day', '1 week 2 days', '1 month 15 days', '1 year, 1 month, 1 day', '34 years, 9 months, 23 days']],
    ['de', ['52 Wochen 1 Tag', '1 Woche 2 Tage', '1 Monat 15 Tage', '1 Jahr, 1 Monat, 1 Tag', '34 Jahre, 9 Monate, 23 Tage']],
    ['zh', ['52 周 1 天', '1 周 2 天', '1 个月 15 天', '1 岁 1 个月 1 天', '34 岁 9 个月 23 天']],
    ['zh-TW', ['52 週 1 天', '1 週 2 天', '1 個月 15 天', '1 歲 1 個月 1 天', '34 歲 9 個月 23 天']],
    ['ja', ['52 週 1 日', '1 週 2 日', '1 か月 15 日', '1 歳 1 か月 1 日', '34 歳 9 か月 23 日']],
    ['ko', ['52주 1일', '1주 2일', '1개월 15일', '1세 1개월 1일', '34세 9개월 23일']],
  ] as const)('%s', async (lng, expected) => {
    expect(await spans(lng)).toEqual(expected);
  });
});
