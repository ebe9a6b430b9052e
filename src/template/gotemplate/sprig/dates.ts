/**
 * Sprig's date functions over Go's time package. A date is a `GoTime` (./common.ts): Unix
 * nanoseconds plus the zone it is shown in. Layouts are Go's reference-time layouts
 * (`Mon Jan 2 15:04:05 MST 2006`, `2006-01-02T15:04:05Z07:00`, `.000`, `.999`, `_2`, `002`...).
 *
 * Zones: "UTC" and "" are UTC; "Local" is the process's zone (TZ); other names are IANA zones
 * resolved through Intl (abbreviations as ICU names them, e.g. CET, EST; Go's numeric `+03`
 * where ICU has none). An unknown zone falls back to UTC, as Sprig's dateInZone does.
 *
 * `now` and `ago` read the clock; `date` and friends do too when handed something other than a
 * time or an integer. They are only available with a clock injected (createSprigFuncs({now}));
 * without one they fail with a clear error, so renders stay reproducible.
 */
import { type FuncMap, GoInt, type GoValue } from '../value';
import { def, GoTime, parseGoInt, timeHooks } from './common';

const NS = 1_000_000_000n;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type Clock = () => GoTime;

// --- zones

const fmtCache = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, locale: string): Intl.DateTimeFormat {
  const key = `${zone}|${locale}`;
  let f = fmtCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    });
    fmtCache.set(key, f);
  }
  return f;
}

const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** time.LoadLocation: null for an unknown zone. */
export function loadLocation(name: string): string | null {
  if (name === '' || name === 'UTC') return 'UTC';
  if (name === 'Local') return localZone();
  try {
    formatter(name, 'en-US');
    return name;
  } catch {
    return null;
  }
}

function numericAbbrev(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const a = Math.abs(offset);
  const h = String(Math.floor(a / 3600)).padStart(2, '0');
  const m = Math.floor((a % 3600) / 60);
  return sign + h + (m ? String(m).padStart(2, '0') : '');
}

/** A time shown in an IANA zone. */
export function inZone(t: GoTime, zone: string): GoTime {
  if (zone === 'UTC' || zone === 'Etc/UTC') return new GoTime(t.unixNano, 0, 'UTC');
  const ms = Number((t.unixNano - (((t.unixNano % NS) + NS) % NS)) / 1_000_000n);
  const parts = formatter(zone, 'en-US').formatToParts(new Date(ms));
  const get = (k: string) => Number(parts.find((p) => p.type === k)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const offset = Math.round((asUtc - ms) / 1000);
  let abbr = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (/^GMT([+-]|$)/.test(abbr)) {
    const gb =
      formatter(zone, 'en-GB')
        .formatToParts(new Date(ms))
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    abbr = /^(GMT|UTC)([+-]|$)/.test(gb)
      ? offset === 0 && gb === 'GMT'
        ? 'GMT'
        : numericAbbrev(offset)
      : gb;
  }
  return new GoTime(t.unixNano, offset, abbr);
}

// --- civil time

interface Civil {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  min: number;
  sec: number;
  nsec: number;
  wday: number;
  yday: number; // 1..366
}

function civil(t: GoTime): Civil {
  const local = t.unixNano + BigInt(t.offset) * NS;
  const nsec = Number(((local % NS) + NS) % NS);
  const secs = (local - BigInt(nsec)) / NS;
  const days = Number(secs >= 0n ? secs / 86400n : -((-secs + 86399n) / 86400n));
  const sod = Number(secs - BigInt(days) * 86400n);
  // Howard Hinnant's civil_from_days.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const cum = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  const yday = (cum[month - 1] as number) + day + (leap && month > 2 ? 1 : 0);
  return {
    year,
    month,
    day,
    hour: Math.floor(sod / 3600),
    min: Math.floor((sod % 3600) / 60),
    sec: sod % 60,
    nsec,
    wday: (((days + 4) % 7) + 7) % 7,
    yday,
  };
}

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

// --- layouts

type Chunk = { lit: string } | { std: string; n?: number; sep?: string };

const layoutCache = new Map<string, Chunk[]>();

/** Go's nextStdChunk over a whole layout. */
function chunks(layout: string): Chunk[] {
  const hit = layoutCache.get(layout);
  if (hit) return hit;
  const out: Chunk[] = [];
  let lit = '';
  const push = (c: Chunk, len: number, i: number): number => {
    if (lit) out.push({ lit });
    lit = '';
    out.push(c);
    return i + len - 1;
  };
  const at = (i: number, s: string) => layout.startsWith(s, i);
  const isDigit = (i: number) =>
    i < layout.length && layout[i] !== undefined && /[0-9]/.test(layout[i] as string);
  for (let i = 0; i < layout.length; i++) {
    const c = layout[i] as string;
    if (c === 'J' && at(i, 'Jan')) {
      i = at(i, 'January') ? push({ std: 'January' }, 7, i) : push({ std: 'Jan' }, 3, i);
      continue;
    }
    if (c === 'M') {
      if (at(i, 'Monday')) {
        i = push({ std: 'Monday' }, 6, i);
        continue;
      }
      if (at(i, 'Mon')) {
        i = push({ std: 'Mon' }, 3, i);
        continue;
      }
      if (at(i, 'MST')) {
        i = push({ std: 'MST' }, 3, i);
        continue;
      }
    }
    if (c === '0') {
      if (at(i, '002')) {
        i = push({ std: '002' }, 3, i);
        continue;
      }
      const n = layout[i + 1];
      if (n !== undefined && '123456'.includes(n)) {
        i = push({ std: `0${n}` }, 2, i);
        continue;
      }
    }
    if (c === '1') {
      i = at(i, '15') ? push({ std: '15' }, 2, i) : push({ std: '1' }, 1, i);
      continue;
    }
    if (c === '2') {
      i = at(i, '2006') ? push({ std: '2006' }, 4, i) : push({ std: '2' }, 1, i);
      continue;
    }
    if (c === '_') {
      if (at(i, '_2')) {
        if (at(i + 1, '2006')) {
          lit += '_';
          i = push({ std: '2006' }, 4, i + 1);
          continue;
        }
        i = push({ std: '_2' }, 2, i);
        continue;
      }
      if (at(i, '__2')) {
        i = push({ std: '__2' }, 3, i);
        continue;
      }
    }
    if (c === '3' || c === '4' || c === '5') {
      i = push({ std: c }, 1, i);
      continue;
    }
    if (c === 'P' && at(i, 'PM')) {
      i = push({ std: 'PM' }, 2, i);
      continue;
    }
    if (c === 'p' && at(i, 'pm')) {
      i = push({ std: 'pm' }, 2, i);
      continue;
    }
    if (c === '-' || c === 'Z') {
      const z = ['070000', '07:00:00', '0700', '07:00', '07'].find((s) => at(i + 1, s));
      if (z) {
        i = push({ std: c + z }, 1 + z.length, i);
        continue;
      }
    }
    if ((c === '.' || c === ',') && (layout[i + 1] === '0' || layout[i + 1] === '9')) {
      const ch = layout[i + 1] as string;
      let j = i + 1;
      while (j < layout.length && layout[j] === ch) j++;
      if (!isDigit(j)) {
        i = push({ std: ch === '0' ? 'frac0' : 'frac9', n: j - (i + 1), sep: c }, j - i, i);
        continue;
      }
    }
    lit += c;
  }
  if (lit) out.push({ lit });
  layoutCache.set(layout, out);
  return out;
}

const pad = (n: number, w: number, ch = '0') => {
  const s = String(Math.abs(n)).padStart(w, ch);
  return n < 0 ? `-${s}` : s;
};

/** Go's Time.Format. */
export function formatTime(t: GoTime, layout: string): string {
  const c = civil(t);
  let out = '';
  for (const ch of chunks(layout)) {
    if ('lit' in ch) {
      out += ch.lit;
      continue;
    }
    switch (ch.std) {
      case 'January':
        out += MONTHS[c.month - 1];
        break;
      case 'Jan':
        out += (MONTHS[c.month - 1] as string).slice(0, 3);
        break;
      case 'Monday':
        out += DAYS[c.wday];
        break;
      case 'Mon':
        out += (DAYS[c.wday] as string).slice(0, 3);
        break;
      case 'MST':
        out += t.zone !== '' ? t.zone : tzOffset(t.offset, false, false, false);
        break;
      case '01':
        out += pad(c.month, 2);
        break;
      case '02':
        out += pad(c.day, 2);
        break;
      case '03':
        out += pad(c.hour % 12 === 0 ? 12 : c.hour % 12, 2);
        break;
      case '04':
        out += pad(c.min, 2);
        break;
      case '05':
        out += pad(c.sec, 2);
        break;
      case '06':
        out += pad(((c.year % 100) + 100) % 100, 2);
        break;
      case '002':
        out += pad(c.yday, 3);
        break;
      case '__2':
        out += pad(c.yday, 3, ' ');
        break;
      case '15':
        out += pad(c.hour, 2);
        break;
      case '1':
        out += String(c.month);
        break;
      case '2':
        out += String(c.day);
        break;
      case '_2':
        out += pad(c.day, 2, ' ');
        break;
      case '2006':
        out += pad(c.year, 4);
        break;
      case '3':
        out += String(c.hour % 12 === 0 ? 12 : c.hour % 12);
        break;
      case '4':
        out += String(c.min);
        break;
      case '5':
        out += String(c.sec);
        break;
      case 'PM':
        out += c.hour >= 12 ? 'PM' : 'AM';
        break;
      case 'pm':
        out += c.hour >= 12 ? 'pm' : 'am';
        break;
      case 'frac0':
        out += (ch.sep as string) + String(c.nsec).padStart(9, '0').slice(0, ch.n);
        break;
      case 'frac9': {
        const digits = String(c.nsec).padStart(9, '0').slice(0, ch.n).replace(/0+$/, '');
        if (digits) out += (ch.sep as string) + digits;
        break;
      }
      default: {
        // ISO 8601 offsets: -0700, -07:00, -07, -070000, -07:00:00, and the Z forms.
        const z = ch.std;
        if (z[0] === 'Z' && t.offset === 0) {
          out += 'Z';
          break;
        }
        out += tzOffset(t.offset, z.includes(':'), z.endsWith('07'), z.length >= 7);
      }
    }
  }
  return out;
}

function tzOffset(offset: number, colon: boolean, hoursOnly: boolean, seconds: boolean): string {
  const sign = offset < 0 ? '-' : '+';
  const a = Math.abs(offset);
  let s = sign + pad(Math.floor(a / 3600), 2);
  if (!hoursOnly) s += (colon ? ':' : '') + pad(Math.floor((a % 3600) / 60), 2);
  if (seconds) s += (colon ? ':' : '') + pad(a % 60, 2);
  return s;
}

timeHooks.string = (t) => formatTime(t, '2006-01-02 15:04:05.999999999 -0700 MST');
timeHooks.json = (t) => formatTime(t, '2006-01-02T15:04:05.999999999Z07:00');

/** Go's time.ParseInLocation, for the layout elements Sprig users write. */
export function parseTime(layout: string, value: string, zone: string): GoTime {
  const fail = (elem: string, rest: string): never => {
    throw new Error(
      `parsing time ${JSON.stringify(value)} as ${JSON.stringify(layout)}: cannot parse ${JSON.stringify(rest)} as ${JSON.stringify(elem)}`,
    );
  };
  let s = value;
  let year = 1;
  let month = 1;
  let day = 1;
  let hour = 0;
  let min = 0;
  let sec = 0;
  let nsec = 0;
  let pm: boolean | null = null;
  let offset: number | null = null;
  let abbr = '';
  const num = (elem: string, min: number, max: number): number => {
    const m = new RegExp(`^[0-9]{${min},${max}}`).exec(s);
    if (!m) fail(elem, s);
    s = s.slice((m as RegExpExecArray)[0].length);
    return Number((m as RegExpExecArray)[0]);
  };
  for (const ch of chunks(layout)) {
    if ('lit' in ch) {
      if (!s.startsWith(ch.lit)) fail(ch.lit, s);
      s = s.slice(ch.lit.length);
      continue;
    }
    const std = ch.std;
    switch (std) {
      case '2006':
        year = num('2006', 4, 4);
        break;
      case '06': {
        const y = num('06', 2, 2);
        year = y >= 69 ? y + 1900 : y + 2000;
        break;
      }
      case 'January':
      case 'Jan': {
        const names = std === 'Jan' ? MONTHS.map((m) => m.slice(0, 3)) : MONTHS;
        const i = names.findIndex((n) => s.toLowerCase().startsWith(n.toLowerCase()));
        if (i < 0) fail(std, s);
        month = i + 1;
        s = s.slice((names[i] as string).length);
        break;
      }
      case 'Monday':
      case 'Mon': {
        const names = std === 'Mon' ? DAYS.map((d) => d.slice(0, 3)) : DAYS;
        const i = names.findIndex((n) => s.toLowerCase().startsWith(n.toLowerCase()));
        if (i < 0) fail(std, s);
        s = s.slice((names[i] as string).length);
        break;
      }
      case '01':
        month = num(std, 2, 2);
        break;
      case '1':
        month = num(std, 1, 2);
        break;
      case '02':
        day = num(std, 2, 2);
        break;
      case '2':
        day = num(std, 1, 2);
        break;
      case '_2':
        if (s[0] === ' ') s = s.slice(1);
        day = num(std, 1, 2);
        break;
      case '002':
        num(std, 3, 3);
        break;
      case '__2':
        s = s.replace(/^ {0,2}/, '');
        num(std, 1, 3);
        break;
      case '15':
        hour = num(std, 2, 2);
        break;
      case '03':
        hour = num(std, 2, 2);
        break;
      case '3':
        hour = num(std, 1, 2);
        break;
      case '04':
        min = num(std, 2, 2);
        break;
      case '4':
        min = num(std, 1, 2);
        break;
      case '05':
        sec = num(std, 2, 2);
        break;
      case '5':
        sec = num(std, 1, 2);
        break;
      case 'PM':
      case 'pm': {
        const p = s.slice(0, 2).toUpperCase();
        if (p !== 'AM' && p !== 'PM') fail(std, s);
        pm = p === 'PM';
        s = s.slice(2);
        break;
      }
      case 'frac0':
      case 'frac9': {
        const m = /^[.,]([0-9]+)/.exec(s);
        if (!m) {
          if (std === 'frac9') break;
          fail(`${ch.sep}${'0'.repeat(ch.n ?? 0)}`, s);
        }
        const d = (m as RegExpExecArray)[1] as string;
        nsec = Number(d.slice(0, 9).padEnd(9, '0'));
        s = s.slice((m as RegExpExecArray)[0].length);
        break;
      }
      case 'MST': {
        const m = /^(UTC|GMT|[A-Z]{3,5}|[+-][0-9]{2,4})/.exec(s);
        if (!m) fail('MST', s);
        abbr = (m as RegExpExecArray)[0];
        s = s.slice(abbr.length);
        break;
      }
      default: {
        if (std[0] === 'Z' && s[0] === 'Z') {
          s = s.slice(1);
          offset = 0;
          abbr = 'UTC';
          break;
        }
        const m = /^([+-])([0-9]{2})(?::?([0-9]{2}))?(?::?([0-9]{2}))?/.exec(s);
        if (!m) fail(std, s);
        const mm = m as RegExpExecArray;
        offset =
          (mm[1] === '-' ? -1 : 1) * (Number(mm[2]) * 3600 + Number(mm[3] ?? 0) * 60 + Number(mm[4] ?? 0));
        s = s.slice(mm[0].length);
      }
    }
  }
  if (s !== '') {
    throw new Error(`parsing time ${JSON.stringify(value)}: extra text: ${JSON.stringify(s)}`);
  }
  if (pm !== null) {
    if (hour > 12) throw new Error(`parsing time ${JSON.stringify(value)}: hour out of range`);
    if (pm && hour < 12) hour += 12;
    else if (!pm && hour === 12) hour = 0;
  }
  if (month < 1 || month > 12) throw new Error(`parsing time ${JSON.stringify(value)}: month out of range`);
  const dim = [
    31,
    (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  if (day < 1 || day > (dim[month - 1] as number))
    throw new Error(`parsing time ${JSON.stringify(value)}: day out of range`);
  if (hour > 23 || min > 59 || sec > 59)
    throw new Error(`parsing time ${JSON.stringify(value)}: time out of range`);
  const wall = BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hour * 3600 + min * 60 + sec);
  if (offset !== null) {
    const t = new GoTime((wall - BigInt(offset)) * NS + BigInt(nsec), offset, '');
    // A numeric offset shown in the given zone when it agrees, else as a fixed zone.
    const z = inZone(t, zone);
    return z.offset === offset ? z : t;
  }
  if (abbr === 'UTC' || abbr === 'GMT') return new GoTime(wall * NS + BigInt(nsec), 0, abbr);
  // Wall clock in the zone: find the offset in effect (twice, for transitions).
  let guess = new GoTime(wall * NS, 0, 'UTC');
  for (let k = 0; k < 2; k++) guess = inZone(new GoTime((wall - BigInt(guess.offset)) * NS, 0, 'UTC'), zone);
  const t = inZone(new GoTime((wall - BigInt(guess.offset)) * NS + BigInt(nsec), 0, 'UTC'), zone);
  if (abbr !== '' && t.zone !== abbr) return new GoTime(wall * NS + BigInt(nsec), 0, abbr);
  return t;
}

/** Go's zero time.Time: 0001-01-01 00:00:00 +0000 UTC. */
export const ZERO_TIME = new GoTime(-62135596800n * NS, 0, 'UTC');

// --- durations

const UNITS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1_000_000n,
  s: NS,
  m: 60n * NS,
  h: 3600n * NS,
};

/** Go's time.ParseDuration, in nanoseconds. */
export function parseDuration(orig: string): bigint {
  const bad = (): never => {
    throw new Error(`time: invalid duration ${JSON.stringify(orig)}`);
  };
  let s = orig;
  let neg = false;
  if (s[0] === '-' || s[0] === '+') {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  if (s === '0') return 0n;
  if (s === '') bad();
  let total = 0n;
  while (s !== '') {
    const m = /^([0-9]*)(?:\.([0-9]*))?/.exec(s) as RegExpExecArray;
    const intPart = m[1] as string;
    const frac = m[2];
    if (intPart === '' && (frac === undefined || frac === '')) bad();
    s = s.slice(m[0].length);
    const u = /^[^0-9.]*/.exec(s)?.[0] ?? '';
    if (u === '') throw new Error(`time: missing unit in duration ${JSON.stringify(orig)}`);
    const unit = UNITS[u];
    if (unit === undefined)
      throw new Error(`time: unknown unit ${JSON.stringify(u)} in duration ${JSON.stringify(orig)}`);
    s = s.slice(u.length);
    let v = BigInt(intPart || '0') * unit;
    if (frac) v += (BigInt(frac) * unit) / 10n ** BigInt(frac.length);
    total += v;
    if (total > 9223372036854775807n) bad();
  }
  return neg ? -total : total;
}

/** The value of a Go int64, as Sprig's type switches single it out; undefined for anything else. */
const asInt64 = (v: GoValue): bigint | undefined =>
  v instanceof GoInt && v.type === 'int64' ? v.value : undefined;

// Sprig's duration and durationRound switch on string and int64 (and time.Time): anything else,
// an int (a template's integer constant, len) or a float64 from JSON among them, is a zero duration.
const duration = def('duration', ['any'], null, (v: GoValue) => {
  let n = 0n;
  if (typeof v === 'string') n = parseGoInt(v, 10) ?? 0n;
  else n = asInt64(v) ?? 0n;
  return durationString(BigInt.asIntN(64, n * NS));
});

export function durationString(d: bigint): string {
  if (d === 0n) return '0s';
  const neg = d < 0n;
  let u = neg ? -d : d;
  const frac = (v: bigint, prec: number): [string, bigint] => {
    let s = '';
    let print = false;
    let x = v;
    for (let i = 0; i < prec; i++) {
      const digit = x % 10n;
      print = print || digit !== 0n;
      if (print) s = digit.toString() + s;
      x /= 10n;
    }
    return [print ? `.${s}` : '', x];
  };
  let out: string;
  if (u < NS) {
    let unit: string;
    let prec: number;
    if (u < 1000n) {
      unit = 'ns';
      prec = 0;
    } else if (u < 1_000_000n) {
      unit = 'µs';
      prec = 3;
    } else {
      unit = 'ms';
      prec = 6;
    }
    const [f, rest] = frac(u, prec);
    out = `${rest}${f}${unit}`;
  } else {
    const [f, rest] = frac(u, 9);
    u = rest;
    out = `${u % 60n}${f}s`;
    u /= 60n;
    if (u > 0n) {
      out = `${u % 60n}m${out}`;
      u /= 60n;
      if (u > 0n) out = `${u}h${out}`;
    }
  }
  return neg ? `-${out}` : out;
}

function durationRound(d: bigint): string {
  const u = d < 0n ? -d : d;
  const hour = 3600n * NS;
  const steps: [bigint, string][] = [
    [hour * 24n * 365n, 'y'],
    [hour * 24n * 30n, 'mo'],
    [hour * 24n, 'd'],
    [hour, 'h'],
    [60n * NS, 'm'],
    [NS, 's'],
  ];
  for (const [size, unit] of steps) if (u > size) return `${u / size}${unit}`;
  return '0s';
}

/** Round to the nearest multiple of m, halves away from zero (Duration.Round). */
function roundDuration(d: bigint, m: bigint): bigint {
  let r = d % m;
  if (d < 0n) {
    r = -r;
    return r + r < m ? d + r : d + r - m;
  }
  return r + r < m ? d - r : d + m - r;
}

// --- the functions

export function dateFuncs(clock: Clock | null): FuncMap {
  const now = (name: string): GoTime => {
    if (!clock)
      throw new Error(
        `${name} reads the clock, which is not deterministic and is not available in rigging's templates`,
      );
    return clock();
  };
  const durationRoundOf = def('durationRound', ['any'], null, (v: GoValue) => {
    let d = 0n;
    if (typeof v === 'string') {
      try {
        d = parseDuration(v);
      } catch {
        d = 0n;
      }
    } else if (v instanceof GoTime) d = now('durationRound').unixNano - v.unixNano;
    else d = asInt64(v) ?? 0n;
    return durationRound(d);
  });
  /**
   * A time argument as Sprig's type switches read it: a time, Unix seconds in an int or int64
   * (dateInZone also takes an int32, ago does not), anything else the clock's now.
   */
  const toTime = (name: string, v: GoValue, int32 = true): GoTime => {
    if (v instanceof GoTime) return v;
    const seconds =
      typeof v === 'bigint'
        ? v
        : v instanceof GoInt && (v.type === 'int64' || (int32 && v.type === 'int32'))
          ? v.value
          : undefined;
    if (seconds !== undefined) return new GoTime(BigInt.asIntN(64, seconds) * NS, 0, 'UTC');
    return now(name);
  };
  const dateInZone = (name: string) => (layout: string, d: GoValue, zone: string) => {
    const t = toTime(name, d);
    const loc = loadLocation(zone) ?? 'UTC';
    return formatTime(inZone(t, loc), layout);
  };
  const dateModify = (layout: string, t: GoTime): GoTime => {
    try {
      return new GoTime(t.unixNano + parseDuration(layout), t.offset, t.zone);
    } catch {
      return t;
    }
  };
  const mustDateModify = (layout: string, t: GoTime): GoTime =>
    new GoTime(t.unixNano + parseDuration(layout), t.offset, t.zone);
  const mustToDate = (layout: string, s: string): GoTime => parseTime(layout, s, localZone());
  const toDate = (layout: string, s: string): GoTime => {
    try {
      return mustToDate(layout, s);
    } catch {
      return ZERO_TIME;
    }
  };
  return {
    now: def('now', [], null, () => inZone(now('now'), localZone())),
    date: def('date', ['string', 'any'], null, (l: string, d: GoValue) => dateInZone('date')(l, d, 'Local')),
    dateInZone: def('dateInZone', ['string', 'any', 'string'], null, dateInZone('dateInZone')),
    date_in_zone: def('date_in_zone', ['string', 'any', 'string'], null, dateInZone('date_in_zone')),
    htmlDate: def('htmlDate', ['any'], null, (d: GoValue) =>
      dateInZone('htmlDate')('2006-01-02', d, 'Local'),
    ),
    htmlDateInZone: def('htmlDateInZone', ['any', 'string'], null, (d: GoValue, z: string) =>
      dateInZone('htmlDateInZone')('2006-01-02', d, z),
    ),
    dateModify: def('dateModify', ['string', 'time'], null, dateModify),
    date_modify: def('date_modify', ['string', 'time'], null, dateModify),
    mustDateModify: def('mustDateModify', ['string', 'time'], null, mustDateModify),
    must_date_modify: def('must_date_modify', ['string', 'time'], null, mustDateModify),
    toDate: def('toDate', ['string', 'string'], null, toDate),
    mustToDate: def('mustToDate', ['string', 'string'], null, mustToDate),
    unixEpoch: def('unixEpoch', ['time'], null, (t: GoTime) => {
      const s = t.unixNano / NS - (t.unixNano % NS < 0n ? 1n : 0n);
      return s.toString();
    }),
    ago: def('ago', ['any'], null, (d: GoValue) => {
      const t = toTime('ago', d, false);
      return durationString(roundDuration(now('ago').unixNano - t.unixNano, NS));
    }),
    duration,
    durationRound: durationRoundOf,
  };
}
