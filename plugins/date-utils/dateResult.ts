import type { Age, DateInfo, Difference } from './dateMath';

/** What one calculator found, as plain values (the page words them, the command line prints them). */
export type DateResult =
  | {
      tab: 'timestamp';
      /** The device's time zone, which `local` times are in. */
      zone: string;
      now: { seconds: number; milliseconds: number; local: string };
      fromTimestamp: { local: string; utc: string; iso: string; relative: string };
      toTimestamp: { seconds: number; milliseconds: number };
    }
  | { tab: 'format'; formatted: string }
  | ({ tab: 'difference' } & Difference)
  | { tab: 'add'; added: string }
  | ({ tab: 'info'; weekdayName: string } & DateInfo)
  | { tab: 'timezone'; time: string; offset: string; instant: string }
  /** No `age` until a birth date is given. */
  | { tab: 'age'; age?: Age };
