import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from './i18n/en.json';
import de from './i18n/de.json';
import zh from './i18n/zh.json';
import zhTW from './i18n/zh-TW.json';
import ja from './i18n/ja.json';
import ko from './i18n/ko.json';

const bundles = { en, de, zh, 'zh-TW': zhTW, ja, ko };

/** The spans the Difference and Age tabs show, composed as the editor does. */
async function spans(lng: keyof typeof bundles) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: bundles[lng] } }, interpolation: { escapeValue: false } });
  const t = i18n.t.bind(i18n);
  const weeksDays = (weeks: number, days: number) =>
    t('weeksDays', { weeks: t('count.weeks', { count: weeks }), days: t('count.days', { count: days }) });
  const monthsDays = (months: number, days: number) =>
    t('monthsDays', { months: t('count.months', { count: months }), days: t('count.days', { count: days }) });
  const age = (years: number, months: number, days: number) =>
    t('ageValue', {
      years: t('count.ageYears', { count: years }),
      months: t('count.months', { count: months }),
      days: t('count.days', { count: days }),
    });
  return [weeksDays(52, 1), weeksDays(1, 2), monthsDays(1, 15), age(1, 1, 1), age(34, 9, 23)];
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
