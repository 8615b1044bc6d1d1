/**
 * The shared cover editor's own strings (namespace "coverEditor"), written once for both cover
 * tools. They are small, so every language is bundled and registered when the editor loads.
 */
import { addBundles } from '../../src/i18n/addBundles';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import zhTW from './i18n/zh-TW.json';
import ja from './i18n/ja.json';
import de from './i18n/de.json';
import ko from './i18n/ko.json';

export const COVER_NS = 'coverEditor';

export function registerCoverStrings(): void {
  addBundles(COVER_NS, { en, zh, 'zh-TW': zhTW, ja, de, ko });
}
