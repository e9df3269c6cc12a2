// The mobile pages' figures as a reader sees them, beside src/domain/display-format.ts (money and
// dates), in a file of their own so the pages every visit loads do not carry them.

/**
 * Data as a reader sees it, from MB (1 GB = 1024 MB, as the plans count it): 850 MB, 12.4 GB.
 * es-US writes the decimal point as en-US does.
 */
export function formatDataMb(mb: number, _language: string): string {
  if (mb < 1024) return `${Math.round(mb)} MB`;
  const tenths = Math.round((mb * 10) / 1024);
  return `${Math.floor(tenths / 10)}${tenths % 10 === 0 ? '' : `.${tenths % 10}`} GB`;
}

/** A wall-clock time (HH:MM, 24 h) on a 12-hour clock: 2:10 pm; 2:10 p. m. */
export function formatClockTime(time: string, language: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  const half = language === 'es' ? (h < 12 ? 'a. m.' : 'p. m.') : h < 12 ? 'am' : 'pm';
  return `${hour}:${String(m).padStart(2, '0')} ${half}`;
}

/**
 * A device as a reader names it: its brand and model ("Samsung Galaxy S24"), the model alone where
 * it already starts with the brand ("Apple Watch Series 9", not "Apple Apple Watch Series 9").
 */
export const deviceName = (device: { brand: string; model: string }): string =>
  device.model.toLowerCase().startsWith(`${device.brand.toLowerCase()} `) ? device.model : `${device.brand} ${device.model}`;
