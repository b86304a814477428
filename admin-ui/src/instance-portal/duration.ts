const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

export type DurationUnit = 'minutes' | 'hours' | 'days';

/** A lockout's length in the largest whole unit, as people say it: 15 minutes, 2 hours, 1 day. */
export function durationParts(minutes: number): { unit: DurationUnit; count: number } {
  if (minutes > 0 && minutes % MINUTES_PER_DAY === 0)
    return { unit: 'days', count: minutes / MINUTES_PER_DAY };
  if (minutes > 0 && minutes % MINUTES_PER_HOUR === 0) {
    return { unit: 'hours', count: minutes / MINUTES_PER_HOUR };
  }
  return { unit: 'minutes', count: minutes };
}
