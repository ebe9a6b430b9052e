/**
 * Go's fmt package (Sprint, Sprintln, Sprintf) for the template value model of ./value.ts,
 * following Go's print.go and format.go: the same verbs, flags, width and precision (including
 * `*` and argument indexes `%[n]d`), the same `%v` of floats (strconv 'g' shortest: exponent
 * form when the exponent is < -4 or >= 6, so 1e+06), lists `[1 2]`, maps `map[a:1 b:2]` with
 * keys in Go's sorted order, and Go's error forms (`%!d(string=hi)`, `%!d(MISSING)`,
 * `%!(EXTRA string=x)`, `%!(NOVERB)`, `%!(BADWIDTH)`, `%!(BADPREC)`, `%!d(BADINDEX)`).
 *
 * The format string is scanned by index; there is no regex on the verb-parsing path.
 */

import { compareUtf8 } from '../../model/values';
import {
  canBackquote,
  formatFloat,
  isPrint,
  MAX_RUNE,
  quote,
  quoteRune,
  quoteToASCII,
  RUNE_ERROR,
  runeAt,
  runeCount,
  utf8Bytes,
} from './fmt/strconv';
import { checkPrintable } from './limits';
import { GoInt, type GoMap, type GoValue, goTypeName } from './value';

const LDIGITS = '0123456789abcdefx';
const UDIGITS = '0123456789ABCDEFX';

/** Go's sorted keys of a map[string]interface{}. */
export function sortedKeys(m: GoMap): string[] {
  return Object.keys(m).sort(compareUtf8);
}

// Stand-in addresses for funcs, lists and maps, which Go prints as pointers under %p.
const addresses = new WeakMap<object, bigint>();
let nextAddress = 0xc000010000n;
function addressOf(v: object): bigint {
  let a = addresses.get(v);
  if (a === undefined) {
    a = nextAddress;
    nextAddress += 0x30n;
    addresses.set(v, a);
  }
  return a;
}

/** A negative int64 as Go converts it to uint64 (two's complement); others as they are. */
function asUint64(v: bigint): bigint {
  return v < 0n ? BigInt.asUintN(64, v) : v;
}

function tooLarge(x: number): boolean {
  return x > 1e6 || x < -1e6;
}

class Printer {
  buf = '';
  // fmtFlags
  widPresent = false;
  precPresent = false;
  minus = false;
  plus = false;
  sharp = false;
  space = false;
  zero = false;
  plusV = false;
  sharpV = false;
  wid = 0;
  prec = 0;
  // doPrintf state
  reordered = false;
  goodArgNum = true;
  /** The next argument to format. */
  private argNum = 0;
  /** Whether an explicit `[n]` index has just set argNum. */
  private afterIndex = false;
  // parsenum results
  private pnNum = 0;
  private pnOk = false;

  clearflags(): void {
    this.widPresent = false;
    this.precPresent = false;
    this.minus = false;
    this.plus = false;
    this.sharp = false;
    this.space = false;
    this.zero = false;
    this.plusV = false;
    this.sharpV = false;
    this.wid = 0;
    this.prec = 0;
  }

  // ---- format.go ------------------------------------------------------------------------

  writePadding(n: number): void {
    if (n <= 0) return;
    this.buf += (this.zero && !this.minus ? '0' : ' ').repeat(n);
  }

  pad(s: string): void {
    if (!this.widPresent || this.wid === 0) {
      this.buf += s;
      return;
    }
    const width = this.wid - runeCount(s);
    if (!this.minus) {
      this.writePadding(width);
      this.buf += s;
    } else {
      this.buf += s;
      this.writePadding(width);
    }
  }

  fmtBoolean(v: boolean): void {
    this.pad(v ? 'true' : 'false');
  }

  fmtUnicode(u: bigint): void {
    let prec = 4;
    if (this.precPresent && this.prec > 4) prec = this.prec;
    let digits = u.toString(16).toUpperCase();
    if (digits.length < prec) digits = '0'.repeat(prec - digits.length) + digits;
    let s = `U+${digits}`;
    if (this.sharp && u <= BigInt(MAX_RUNE) && isPrint(Number(u))) {
      s += ` '${String.fromCodePoint(Number(u))}'`;
    }
    const oldZero = this.zero;
    this.zero = false;
    this.pad(s);
    this.zero = oldZero;
  }

  fmtInteger(v: bigint, base: number, verb: string, digits: string): void {
    const negative = v < 0n;
    const u = negative ? -v : v;
    let prec = 0;
    if (this.precPresent) {
      prec = this.prec;
      // Precision 0 and value 0 means "print nothing" but padding.
      if (prec === 0 && u === 0n) {
        const oldZero = this.zero;
        this.zero = false;
        this.writePadding(this.wid);
        this.zero = oldZero;
        return;
      }
    } else if (this.zero && !this.minus && this.widPresent) {
      prec = this.wid;
      if (negative || this.plus || this.space) prec--; // leave room for sign
    }
    let s = u.toString(base);
    if (digits === UDIGITS) s = s.toUpperCase();
    if (s.length < prec) s = '0'.repeat(prec - s.length) + s;
    if (this.sharp) {
      switch (base) {
        case 2:
          s = `0b${s}`;
          break;
        case 8:
          if (s.charCodeAt(0) !== 48) s = `0${s}`;
          break;
        case 16:
          s = `0${digits[16]}${s}`;
          break;
      }
    }
    if (verb === 'O') s = `0o${s}`;
    if (negative) s = `-${s}`;
    else if (this.plus) s = `+${s}`;
    else if (this.space) s = ` ${s}`;
    const oldZero = this.zero;
    this.zero = false;
    this.pad(s);
    this.zero = oldZero;
  }

  truncateString(s: string): string {
    if (this.precPresent) {
      let n = this.prec;
      for (let i = 0; i < s.length; ) {
        n--;
        if (n < 0) return s.slice(0, i);
        i += runeAt(s, i)[1];
      }
    }
    return s;
  }

  fmtS(s: string): void {
    this.pad(this.truncateString(s));
  }

  fmtSx(s: string, digits: string): void {
    const b = utf8Bytes(s);
    let length = b.length;
    if (this.precPresent && this.prec < length) length = this.prec;
    let width = 2 * length;
    if (width > 0) {
      if (this.space) {
        if (this.sharp) width *= 2;
        width += length - 1;
      } else if (this.sharp) {
        width += 2;
      }
    } else {
      if (this.widPresent) this.writePadding(this.wid);
      return;
    }
    if (this.widPresent && this.wid > width && !this.minus) this.writePadding(this.wid - width);
    let out = '';
    if (this.sharp) out += `0${digits[16]}`;
    for (let i = 0; i < length; i++) {
      if (this.space && i > 0) {
        out += ' ';
        if (this.sharp) out += `0${digits[16]}`;
      }
      const c = b[i] as number;
      out += (digits[c >> 4] as string) + (digits[c & 0xf] as string);
    }
    this.buf += out;
    if (this.widPresent && this.wid > width && this.minus) this.writePadding(this.wid - width);
  }

  fmtQ(s: string): void {
    s = this.truncateString(s);
    if (this.sharp && canBackquote(s)) {
      this.pad(`\`${s}\``);
      return;
    }
    this.pad(this.plus ? quoteToASCII(s) : quote(s));
  }

  fmtC(u: bigint): void {
    let r = u > BigInt(MAX_RUNE) ? RUNE_ERROR : Number(u);
    if (r >= 0xd800 && r < 0xe000) r = RUNE_ERROR;
    this.pad(String.fromCodePoint(r));
  }

  fmtQc(u: bigint): void {
    const r = u > BigInt(MAX_RUNE) ? RUNE_ERROR : Number(u);
    this.pad(quoteRune(r, this.plus));
  }

  fmtFloat(v: number, verb: string, prec: number): void {
    if (this.precPresent) prec = this.prec;
    let num = formatFloat(v, verb === 'v' ? 'g' : verb, prec);
    const c0 = num.charCodeAt(0);
    if (c0 !== 0x2d && c0 !== 0x2b) num = `+${num}`;
    if (this.space && num.charCodeAt(0) === 0x2b && !this.plus) num = ` ${num.slice(1)}`;
    // Infinities and NaN don't look like numbers and are not padded with zeros.
    const c1 = num.charCodeAt(1);
    if (c1 === 0x49 || c1 === 0x4e) {
      const oldZero = this.zero;
      this.zero = false;
      if (c1 === 0x4e && !this.space && !this.plus) num = num.slice(1);
      this.pad(num);
      this.zero = oldZero;
      return;
    }
    // The sharp flag forces a decimal point and keeps trailing zeros for non-binary formats.
    if (this.sharp && verb !== 'b') {
      let digits = 0;
      if (verb === 'v' || verb === 'g' || verb === 'G' || verb === 'x') {
        digits = prec;
        if (digits === -1) digits = 6;
      }
      let tail = '';
      let hasDecimalPoint = false;
      let sawNonzeroDigit = false;
      for (let i = 1; i < num.length; i++) {
        const c = num.charCodeAt(i);
        if (c === 0x2e) {
          hasDecimalPoint = true;
          continue;
        }
        if (c === 0x70 || c === 0x50 || ((c === 0x65 || c === 0x45) && verb !== 'x' && verb !== 'X')) {
          tail = num.slice(i);
          num = num.slice(0, i);
          break;
        }
        if (c !== 0x30) sawNonzeroDigit = true;
        if (sawNonzeroDigit) digits--;
      }
      if (!hasDecimalPoint) {
        if (num.length === 2 && num.charCodeAt(1) === 0x30) digits--;
        num += '.';
      }
      if (digits > 0) num += '0'.repeat(digits);
      num += tail;
    }
    if (this.plus || num.charCodeAt(0) !== 0x2b) {
      // Zero padding goes after the sign.
      if (this.zero && !this.minus && this.widPresent && this.wid > num.length) {
        this.buf += num[0];
        this.writePadding(this.wid - num.length);
        this.buf += num.slice(1);
        return;
      }
      this.pad(num);
      return;
    }
    this.pad(num.slice(1));
  }

  // ---- print.go -------------------------------------------------------------------------

  badVerb(verb: string, arg: GoValue): void {
    this.buf += `%!${verb}(`;
    this.printTypedArg(arg);
    this.buf += ')';
  }

  /** An argument as bad-verb and EXTRA notes show it: `type=value`, or `<nil>`. */
  printTypedArg(arg: GoValue): void {
    if (arg === null || arg === undefined) {
      this.buf += '<nil>';
    } else {
      this.buf += `${goTypeName(arg)}=`;
      this.printArg(arg, 'v');
    }
  }

  fmt0x64(v: bigint, leading0x: boolean): void {
    const sharp = this.sharp;
    this.sharp = leading0x;
    this.fmtInteger(v, 16, 'v', LDIGITS);
    this.sharp = sharp;
  }

  /** `arg` is the value a bad verb names (an int64 or uint8 rather than the bigint of its value). */
  fmtIntegerVerb(v: bigint, verb: string, arg: GoValue = v): void {
    switch (verb) {
      case 'v':
      case 'd':
        this.fmtInteger(v, 10, verb, LDIGITS);
        return;
      case 'b':
        this.fmtInteger(v, 2, verb, LDIGITS);
        return;
      case 'o':
      case 'O':
        this.fmtInteger(v, 8, verb, LDIGITS);
        return;
      case 'x':
        this.fmtInteger(v, 16, verb, LDIGITS);
        return;
      case 'X':
        this.fmtInteger(v, 16, verb, UDIGITS);
        return;
      case 'c':
        this.fmtC(asUint64(v));
        return;
      case 'q': {
        const u = asUint64(v);
        if (u <= BigInt(MAX_RUNE)) this.fmtQc(u);
        else this.badVerb(verb, arg);
        return;
      }
      case 'U':
        this.fmtUnicode(asUint64(v));
        return;
      default:
        this.badVerb(verb, arg);
    }
  }

  fmtFloatVerb(v: number, verb: string): void {
    switch (verb) {
      case 'v':
        this.fmtFloat(v, 'g', -1);
        return;
      case 'b':
      case 'g':
      case 'G':
      case 'x':
      case 'X':
        this.fmtFloat(v, verb, -1);
        return;
      case 'f':
      case 'e':
      case 'E':
        this.fmtFloat(v, verb, 6);
        return;
      case 'F':
        this.fmtFloat(v, 'f', 6);
        return;
      default:
        this.badVerb(verb, v);
    }
  }

  fmtString(v: string, verb: string): void {
    switch (verb) {
      case 'v':
        if (this.sharpV) this.fmtQ(v);
        else this.fmtS(v);
        return;
      case 's':
        this.fmtS(v);
        return;
      case 'x':
        this.fmtSx(v, LDIGITS);
        return;
      case 'X':
        this.fmtSx(v, UDIGITS);
        return;
      case 'q':
        this.fmtQ(v);
        return;
      default:
        this.badVerb(verb, v);
    }
  }

  fmtPointer(v: GoValue, verb: string): void {
    if (
      v === null ||
      v === undefined ||
      (typeof v !== 'object' && typeof v !== 'function') ||
      v instanceof GoInt
    ) {
      this.badVerb(verb, v);
      return;
    }
    const u = addressOf(v);
    switch (verb) {
      case 'v':
        if (this.sharpV) {
          this.buf += `(${goTypeName(v)})(`;
          this.fmt0x64(u, true);
          this.buf += ')';
        } else {
          this.fmt0x64(u, !this.sharp);
        }
        return;
      case 'p':
        this.fmt0x64(u, !this.sharp);
        return;
      case 'b':
      case 'o':
      case 'd':
      case 'x':
      case 'X':
        this.fmtIntegerVerb(u, verb);
        return;
      default:
        this.badVerb(verb, v);
    }
  }

  printArg(arg: GoValue, verb: string): void {
    if (arg === null || arg === undefined) {
      if (verb === 'T' || verb === 'v') this.pad('<nil>');
      else this.badVerb(verb, arg);
      return;
    }
    if (verb === 'T') {
      this.fmtS(goTypeName(arg));
      return;
    }
    if (verb === 'p') {
      this.fmtPointer(arg, 'p');
      return;
    }
    // A Stringer (Sprig's time values): %v and %s print its String(), as Go's handleMethods does.
    if (isStringer(arg) && (verb === 'v' || verb === 's' || verb === 'q')) {
      const text = arg.String();
      if (verb === 'q') this.fmtQ(text);
      else this.fmtS(text);
      return;
    }
    if (arg instanceof GoInt) {
      // print.go's fmtInteger: %#v shows an unsigned integer in hex.
      if (verb === 'v' && this.sharpV && arg.unsigned) this.fmt0x64(arg.value, true);
      else this.fmtIntegerVerb(arg.value, verb, arg);
      return;
    }
    switch (typeof arg) {
      case 'boolean':
        if (verb === 't' || verb === 'v') this.fmtBoolean(arg);
        else this.badVerb(verb, arg);
        return;
      case 'number':
        this.fmtFloatVerb(arg, verb);
        return;
      case 'bigint':
        this.fmtIntegerVerb(arg, verb);
        return;
      case 'string':
        this.fmtString(arg, verb);
        return;
      case 'function':
        this.fmtPointer(arg, verb);
        return;
    }
    if (Array.isArray(arg)) {
      if (this.sharpV) {
        this.buf += `${goTypeName(arg)}{`;
        for (let i = 0; i < arg.length; i++) {
          if (i > 0) this.buf += ', ';
          this.printElem(arg[i], verb);
        }
        this.buf += '}';
      } else {
        this.buf += '[';
        for (let i = 0; i < arg.length; i++) {
          if (i > 0) this.buf += ' ';
          this.printElem(arg[i], verb);
        }
        this.buf += ']';
      }
      return;
    }
    const m = arg as GoMap;
    const keys = sortedKeys(m);
    this.buf += this.sharpV ? `${goTypeName(m)}{` : 'map[';
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      if (i > 0) this.buf += this.sharpV ? ', ' : ' ';
      this.fmtString(k, verb);
      this.buf += ':';
      this.printElem(m[k], verb);
    }
    this.buf += this.sharpV ? '}' : ']';
  }

  /** An element of a list or map: an interface{} value; nil prints bare, whatever the verb. */
  printElem(v: GoValue, verb: string): void {
    if (v === null || v === undefined) {
      this.buf += this.sharpV ? 'interface {}(nil)' : '<nil>';
      return;
    }
    this.printArg(v, verb);
  }

  // ---- doPrintf -------------------------------------------------------------------------

  /** parsenum: sets pnNum/pnOk and returns the new index. */
  parsenum(s: string, start: number, end: number): number {
    this.pnNum = 0;
    this.pnOk = false;
    if (start >= end) return end;
    let i = start;
    for (; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      if (tooLarge(this.pnNum)) {
        this.pnNum = 0;
        this.pnOk = false;
        return end;
      }
      this.pnNum = this.pnNum * 10 + (c - 48);
      this.pnOk = true;
    }
    return i;
  }

  /** intFromArg: the width or precision from a[argNum]; sets pnNum/pnOk, returns the new argNum. */
  intFromArg(a: GoValue[], argNum: number): number {
    this.pnNum = 0;
    this.pnOk = false;
    if (argNum < a.length) {
      const v = a[argNum];
      const n = v instanceof GoInt ? v.value : v;
      if (typeof n === 'bigint' && n >= -(1n << 63n) && n < 1n << 63n) {
        this.pnNum = Number(n);
        this.pnOk = true;
      }
      if (tooLarge(this.pnNum)) {
        this.pnNum = 0;
        this.pnOk = false;
      }
      return argNum + 1;
    }
    return argNum;
  }

  /** Sets wid/widPresent from the last parsenum or intFromArg. */
  private takeWidth(): void {
    this.wid = this.pnNum;
    this.widPresent = this.pnOk;
  }

  /** Sets prec/precPresent from the last parsenum or intFromArg. */
  private takePrec(): void {
    this.prec = this.pnNum;
    this.precPresent = this.pnOk;
  }

  /**
   * argNumber: if format[i] starts `[n]`, the argument index it names. Sets argNum (where the
   * index is good) and afterIndex, returns the new i.
   */
  argNumber(format: string, i: number, numArgs: number): number {
    this.afterIndex = false;
    if (format.length <= i || format.charCodeAt(i) !== 0x5b) return i;
    this.reordered = true;
    // parseArgNumber
    let index = 0;
    let wid = 1;
    let ok = false;
    if (format.length - i >= 3) {
      for (let j = i + 1; j < format.length; j++) {
        if (format.charCodeAt(j) === 0x5d) {
          const newi = this.parsenum(format, i + 1, j);
          if (!this.pnOk || newi !== j) {
            wid = j - i + 1;
            ok = false;
          } else {
            index = this.pnNum - 1;
            wid = j - i + 1;
            ok = true;
          }
          break;
        }
      }
    }
    if (ok && index >= 0 && index < numArgs) {
      this.argNum = index;
      this.afterIndex = true;
      return i + wid;
    }
    this.goodArgNum = false;
    this.afterIndex = ok;
    return i + wid;
  }

  doPrintf(format: string, a: GoValue[]): void {
    const end = format.length;
    this.argNum = 0;
    this.afterIndex = false;
    this.reordered = false;
    for (let i = 0; i < end; ) {
      this.goodArgNum = true;
      const lasti = i;
      while (i < end && format.charCodeAt(i) !== 0x25) i++;
      if (i > lasti) this.buf += format.slice(lasti, i);
      if (i >= end) break;
      i++; // skip %
      this.clearflags();
      flags: for (; i < end; i++) {
        switch (format.charCodeAt(i)) {
          case 0x23: // #
            this.sharp = true;
            break;
          case 0x30: // 0
            this.zero = true;
            break;
          case 0x2b: // +
            this.plus = true;
            break;
          case 0x2d: // -
            this.minus = true;
            break;
          case 0x20: // space
            this.space = true;
            break;
          default:
            break flags;
        }
      }

      // Argument index?
      i = this.argNumber(format, i, a.length);

      // Width?
      if (i < end && format.charCodeAt(i) === 0x2a) {
        i++;
        this.argNum = this.intFromArg(a, this.argNum);
        this.takeWidth();
        if (!this.widPresent) this.buf += '%!(BADWIDTH)';
        if (this.wid < 0) {
          this.wid = -this.wid;
          this.minus = true;
          this.zero = false;
        }
        this.afterIndex = false;
      } else {
        i = this.parsenum(format, i, end);
        this.takeWidth();
        if (this.afterIndex && this.widPresent) this.goodArgNum = false; // "%[3]2d"
      }

      // Precision?
      if (i + 1 < end && format.charCodeAt(i) === 0x2e) {
        i++;
        if (this.afterIndex) this.goodArgNum = false; // "%[3].2d"
        i = this.argNumber(format, i, a.length);
        if (i < end && format.charCodeAt(i) === 0x2a) {
          i++;
          this.argNum = this.intFromArg(a, this.argNum);
          this.takePrec();
          if (this.prec < 0) {
            this.prec = 0;
            this.precPresent = false;
          }
          if (!this.precPresent) this.buf += '%!(BADPREC)';
          this.afterIndex = false;
        } else {
          i = this.parsenum(format, i, end);
          this.takePrec();
          if (!this.precPresent) {
            this.prec = 0;
            this.precPresent = true;
          }
        }
      }

      if (!this.afterIndex) {
        i = this.argNumber(format, i, a.length);
      }

      if (i >= end) {
        this.buf += '%!(NOVERB)';
        break;
      }

      const [r, size] = runeAt(format, i);
      const verb = size === 1 && r !== RUNE_ERROR ? format.charAt(i) : String.fromCodePoint(r);
      i += size;

      if (verb === '%') {
        this.buf += '%'; // percent absorbs no operand and ignores width and precision
      } else if (!this.goodArgNum) {
        this.buf += `%!${verb}(BADINDEX)`;
      } else if (this.argNum >= a.length) {
        this.buf += `%!${verb}(MISSING)`;
      } else {
        if (verb === 'v') {
          this.sharpV = this.sharp;
          this.sharp = false;
          this.plusV = this.plus;
          this.plus = false;
        }
        this.printArg(a[this.argNum], verb);
        this.argNum++;
      }
    }

    // Extra arguments, unless the format reordered them.
    if (!this.reordered && this.argNum < a.length) {
      this.clearflags();
      this.buf += '%!(EXTRA ';
      for (let k = this.argNum; k < a.length; k++) {
        if (k > this.argNum) this.buf += ', ';
        this.printTypedArg(a[k]);
      }
      this.buf += ')';
    }
  }
}

/** Go's fmt.Sprintf. */
export function sprintf(format: string, ...args: GoValue[]): string {
  printable(args);
  const p = new Printer();
  p.doPrintf(format, args);
  return p.buf;
}

/** Go's fmt.Sprint: %v of each operand, a space between operands when neither is a string. */
export function sprint(...args: GoValue[]): string {
  printable(args);
  const p = new Printer();
  let prevString = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const isString = typeof arg === 'string';
    if (i > 0 && !isString && !prevString) p.buf += ' ';
    p.printArg(arg, 'v');
    prevString = isString;
  }
  return p.buf;
}

/** Go's fmt.Sprintln: %v of each operand, always spaced, newline appended. */
export function sprintln(...args: GoValue[]): string {
  printable(args);
  const p = new Printer();
  for (let i = 0; i < args.length; i++) {
    if (i > 0) p.buf += ' ';
    p.printArg(args[i], 'v');
  }
  return `${p.buf}\n`;
}

/** Lists and maps too large to print are refused before printing (see limits.ts). */
function printable(args: GoValue[]): void {
  for (const a of args) if (typeof a === 'object' && a !== null) checkPrintable(a);
}

/** A value with Go's String() method: an instance of a class, never a plain map. */
function isStringer(v: GoValue): v is GoValue & { String(): string } {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.getPrototypeOf(v) !== Object.prototype &&
    typeof (v as { String?: unknown }).String === 'function'
  );
}

/** Go's %v of one value (undefined, like a nil interface, prints `<nil>`). */
export function formatValue(v: GoValue): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'boolean':
      return v ? 'true' : 'false';
    case 'bigint':
      return v.toString();
    case 'number':
      return formatFloat(v, 'g', -1);
  }
  if (v instanceof GoInt) return v.value.toString();
  printable([v]);
  const p = new Printer();
  p.printArg(v, 'v');
  return p.buf;
}

export { formatFloat } from './fmt/strconv';
