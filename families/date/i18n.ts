/**
 * The call-chain runner's strings (namespace "date"), written once for the Day.js and Moment.js
 * runners; {{root}} names the library. Small, so every language is bundled with the editor.
 */
import { addBundles } from '../../src/i18n/addBundles';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import zhTW from './i18n/zh-TW.json';
import ja from './i18n/ja.json';
import de from './i18n/de.json';
import ko from './i18n/ko.json';

export const DATE_NS = 'date';

export function registerDateStrings(): void {
  addBundles(DATE_NS, { en, zh, 'zh-TW': zhTW, ja, de, ko });
}
