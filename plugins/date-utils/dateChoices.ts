// The choices the options form offers. Kept apart from dateMath.ts so the manifest, which the app
// loads on every page, does not pull dayjs and its plugins into the home page.

export const FORMAT_PRESETS = {
  iso: 'YYYY-MM-DDTHH:mm:ss',
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  us: 'MM/DD/YYYY hh:mm A',
  european: 'DD.MM.YYYY HH:mm',
  rfc2822: 'ddd, DD MMM YYYY HH:mm:ss',
  long: 'LLLL',
  localized: 'LL',
  weekday: 'dddd',
  cjk: 'YYYY年M月D日 HH:mm',
} as const;

export const ADD_UNITS = ['day', 'week', 'month', 'year', 'hour', 'minute'] as const;
export type AddUnit = (typeof ADD_UNITS)[number];
