/** The IANA time zones this browser knows (Intl), UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

/** The device's own time zone. */
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
