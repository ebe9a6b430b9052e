// Keys from a pull request's files (BOSH property names, Hub parameter names, manifest mappings)
// reach setDotted and deepMerge: `__proto__` must be a key like any other, never a way to
// Object.prototype (which every object of the run inherits from).
import { afterEach, describe, expect, it } from 'vitest';
import { deepMerge, getOwn, setDotted } from '../../src/model/values';

const polluted = () => (({}) as Record<string, unknown>).rigging_polluted;

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).rigging_polluted;
});

describe('setDotted', () => {
  it('sets nested keys, replacing what is not a mapping', () => {
    const into: Record<string, unknown> = { a: 1 };
    setDotted(into, 'a.b.c', 2);
    setDotted(into, 'a.d', 3);
    expect(into).toEqual({ a: { b: { c: 2 }, d: 3 } });
  });

  it('keeps __proto__ and constructor as own keys and never reaches Object.prototype', () => {
    const into: Record<string, unknown> = {};
    setDotted(into, '__proto__.rigging_polluted', 'yes');
    setDotted(into, 'constructor.prototype.rigging_polluted', 'yes');
    expect(polluted()).toBeUndefined();
    expect(Object.getPrototypeOf(into)).toBe(Object.prototype);
    expect(Object.keys(into)).toEqual(['__proto__', 'constructor']);
    expect(getOwn(getOwn(into, '__proto__') as Record<string, unknown>, 'rigging_polluted')).toBe('yes');
    expect(JSON.parse(JSON.stringify(into))).toEqual(
      JSON.parse(
        '{"__proto__":{"rigging_polluted":"yes"},"constructor":{"prototype":{"rigging_polluted":"yes"}}}',
      ),
    );
  });
});

describe('deepMerge', () => {
  it("merges an own __proto__ key as a key, keeping the result's prototype", () => {
    const over = JSON.parse('{"__proto__": {"rigging_polluted": "yes"}, "a": {"b": 1}}');
    const base = JSON.parse('{"__proto__": {"kept": true}, "a": {"c": 2}}');
    const out = deepMerge(base, over);
    expect(polluted()).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(out)).toBe(
      '{"__proto__":{"kept":true,"rigging_polluted":"yes"},"a":{"c":2,"b":1}}',
    );
  });
});

describe('getOwn', () => {
  it('answers own keys only', () => {
    const o: Record<string, unknown> = { a: 1 };
    expect(getOwn(o, 'a')).toBe(1);
    expect(getOwn(o, 'constructor')).toBeUndefined();
    expect(getOwn(o, 'toString')).toBeUndefined();
    expect(getOwn(o, '__proto__')).toBeUndefined();
  });
});
