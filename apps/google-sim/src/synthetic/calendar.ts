/** Calendar helpers. Days are integers: days since 1970-01-01 (UTC calendar). */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const dayFromIso = (iso: string): number | null => {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const day = Math.round(ms / MS_PER_DAY);
  return isoFromDay(day) === iso ? day : null;
};

const isoCache = new Map<number, string>();

/** Civil date of a day number (Howard Hinnant's algorithm, no Date allocation). */
const civil = (day: number): { y: number; m: number; d: number } => {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
};

export const isoFromDay = (day: number): string => {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    const { y, m, d } = civil(day);
    iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    isoCache.set(day, iso);
  }
  return iso;
};

const ymdCache = new Map<number, string>();

/** GA's `date` dimension format: YYYYMMDD. */
export const ymdFromDay = (day: number): string => {
  let ymd = ymdCache.get(day);
  if (ymd === undefined) {
    ymd = isoFromDay(day).replaceAll('-', '');
    ymdCache.set(day, ymd);
  }
  return ymd;
};

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: number): number => (((day + 3) % 7) + 7) % 7;

export const monthOf = (day: number): number => civil(day).m - 1;

export const yearOf = (day: number): number => civil(day).y;

export const dayOfMonthOf = (day: number): number => civil(day).d;

const dayOf = (year: number, month: number, date: number): number =>
  Math.round(Date.UTC(year, month, date) / MS_PER_DAY);

/** Local calendar date and time of an instant in an IANA time zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Local calendar date and time of an instant in an IANA time zone. */
export const localParts = (
  instant: Date,
  timeZone: string,
): { day: number; hour: number; minute: number; second: number } => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    day: dayOf(get('year'), get('month') - 1, get('day')),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

const easterSunday = (year: number): number => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month - 1, date);
};

const holidayCache = new Map<number, Set<number>>();

/** Czech public holidays (the demo businesses are Czech). */
export const isCzechHoliday = (day: number): boolean => {
  const year = yearOf(day);
  let set = holidayCache.get(year);
  if (!set) {
    const easter = easterSunday(year);
    const fixed: Array<[number, number]> = [
      [0, 1],
      [4, 1],
      [4, 8],
      [6, 5],
      [6, 6],
      [8, 28],
      [9, 28],
      [10, 17],
      [11, 24],
      [11, 25],
      [11, 26],
    ];
    set = new Set([...fixed.map(([m, d]) => dayOf(year, m, d)), easter - 2, easter + 1]);
    holidayCache.set(year, set);
  }
  return set.has(day);
};

/** Black Friday: the fourth Friday of November. */
export const blackFridayOf = (year: number): number => {
  const first = dayOf(year, 10, 1);
  const offset = (4 - weekdayOf(first) + 7) % 7;
  return first + offset + 21;
};

export const dayFromYmd = (year: number, month: number, date: number): number =>
  dayOf(year, month, date);
