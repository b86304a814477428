// Human-readable file sizes (programs spec §9: units b to yb in steps of 1024).

export const FILE_SIZE_UNITS = ['b', 'kb', 'mb', 'gb', 'tb', 'pb', 'eb', 'zb', 'yb'] as const;

const STEP = 1024;

/** '1.5 kb': at most two decimals; sizes that are not a real byte count show as 0 b. */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= STEP && unit < FILE_SIZE_UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${Math.round(value * 100) / 100} ${FILE_SIZE_UNITS[unit]}`;
}
