import { z } from 'zod';

/**
 * Option fields shared by the favicon converter and generator (both build the same package with
 * families/favicon/faviconPackage.ts). Kept apart from that engine so manifests stay light on the main thread.
 */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

export const faviconSettingsFields = {
  /** May be empty while typing; the package then uses "App". */
  appName: z.string().max(60).default('My App'),
  /** Home-screen label; empty = the app name. */
  shortName: z.string().max(30).default(''),
  themeColor: hexColour.default('#ffffff'),
  backgroundColor: hexColour.default('#ffffff'),
};

export const hexColourField = hexColour;

/** The package settings from the shared option fields (an empty app name becomes "App"). */
export function settingsFromOptions(o: { appName: string; shortName: string; themeColor: string; backgroundColor: string }) {
  return {
    appName: o.appName.trim() || 'App',
    shortName: o.shortName.trim(),
    themeColor: o.themeColor,
    backgroundColor: o.backgroundColor,
  };
}
