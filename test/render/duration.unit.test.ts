import { describe, expect, it } from 'vitest';
import { formatGoDuration, parseGoDuration } from '../../src/render/snippet/duration';

describe("parseGoDuration (Go's time.ParseDuration)", () => {
  it('reads numbers with units, fractions, a sign and sequences', () => {
    expect(parseGoDuration('300ms')).toBe(300);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5h')).toBe(5_400_000);
    expect(parseGoDuration('.5s')).toBe(500);
    expect(parseGoDuration('5.s')).toBe(5000);
    expect(parseGoDuration('-1m')).toBe(-60_000);
    expect(parseGoDuration('+2s')).toBe(2000);
    expect(parseGoDuration('1500us')).toBe(1.5);
    expect(parseGoDuration('1500µs')).toBe(1.5);
    expect(parseGoDuration('1500μs')).toBe(1.5);
    expect(parseGoDuration('2000000ns')).toBe(2);
    expect(parseGoDuration('1m1ms')).toBe(60_001);
    expect(parseGoDuration('0')).toBe(0);
    expect(parseGoDuration('-0')).toBe(0);
  });

  it('refuses what Go refuses', () => {
    for (const text of [
      '',
      '-',
      '+',
      '1',
      '100',
      '.',
      '.s',
      's',
      '1x',
      '1 s',
      ' 1s',
      '1s ',
      '1.2.3s',
      '1sm',
      '1S',
    ]) {
      expect(parseGoDuration(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('refuses a long run of digits without a unit in one pass', () => {
    expect(parseGoDuration(`${'1'.repeat(200_000)}!`)).toBeUndefined();
    expect(parseGoDuration(`${'1s'.repeat(50_000)}`)).toBe(50_000_000);
  });
});

describe('formatGoDuration', () => {
  it("prints Go's Duration.String()", () => {
    expect(formatGoDuration(0)).toBe('0s');
    expect(formatGoDuration(250)).toBe('250ms');
    expect(formatGoDuration(90_000)).toBe('1m30s');
    expect(formatGoDuration(3_600_000)).toBe('1h0m0s');
  });
});
