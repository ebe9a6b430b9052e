import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_RUN_TIMEOUT_MS, OUT_OF_TIME, parseRunTimeout, RunBudget } from '../../src/render/budget';

describe('RunBudget', () => {
  it("cuts a unit's own deadline to what is left, and gives one to a unit that asks for none", () => {
    const budget = new RunBudget(60_000);
    expect(budget.unitMs(5000)).toBe(5000);
    expect(budget.unitMs(3_600_000)).toBeLessThanOrEqual(60_000);
    expect(budget.unitMs(0)).toBeLessThanOrEqual(60_000);
    expect(budget.unitMs()).toBeGreaterThan(0);
    const spent = new RunBudget(1000, Date.now() - 5000);
    expect(spent.expired()).toBe(true);
    expect(spent.remainingMs()).toBe(0);
    // No time left is still a deadline (1 ms), never "none" (0).
    expect(spent.unitMs(0)).toBe(1);
    expect(spent.unitMs(5000)).toBe(1);
  });

  it('gives up waiting on work that never settles once the budget is spent', async () => {
    const spent = new RunBudget(1000, Date.now() - 5000);
    await expect(spent.within(new Promise(() => undefined))).resolves.toBe(OUT_OF_TIME);
    await expect(spent.within(Promise.resolve(7))).resolves.toBe(7);
    // An abandoned failure is not an unhandled rejection.
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 1500));
    await expect(spent.within(late)).resolves.toBe(OUT_OF_TIME);
  });

  it('names the source and the setting in its diagnostic', () => {
    expect(new RunBudget(90_000, Date.now(), 'the timeout input').timedOut('web', 'apps/web')).toEqual({
      severity: 'error',
      source: 'web',
      file: 'apps/web',
      message: "the run's 90s budget (the timeout input) ran out before source web finished",
      reason: 'RunTimeout',
    });
  });
});

describe('parseRunTimeout', () => {
  it("reads Go's durations", () => {
    expect(parseRunTimeout('90s')).toBe(90_000);
    expect(parseRunTimeout('10m')).toBe(600_000);
    expect(parseRunTimeout('1h30m')).toBe(5_400_000);
    expect(parseRunTimeout(' 1.5s ')).toBe(1500);
  });

  it('refuses zero, negative, unitless and absurd durations', () => {
    expect(parseRunTimeout('0')).toMatch(/not a positive duration/);
    expect(parseRunTimeout('0s')).toMatch(/not a positive duration/);
    expect(parseRunTimeout('-1m')).toMatch(/not a positive duration/);
    expect(parseRunTimeout('100')).toMatch(/not a duration such as 90s/);
    expect(parseRunTimeout('soon')).toMatch(/not a duration such as 90s/);
    expect(parseRunTimeout('25h')).toMatch(/longer than the most/);
  });
});

describe('the default budget', () => {
  it("is action.yml's default for input timeout too", () => {
    const action = parse(readFileSync(path.resolve(__dirname, '../../action.yml'), 'utf8'));
    expect(parseRunTimeout(action.inputs.timeout.default)).toBe(DEFAULT_RUN_TIMEOUT_MS);
  });
});
