import { describe, expect, it, vi } from 'vitest';
import { Dictionary } from '../../src/diff/multi-match';
import { createRedactor, redactError, type TextPrinter } from '../../src/diff/redact';
import type { KubeObject } from '../../src/model/types';
import { verbatimParts, yamlPrinter } from '../../src/model/yaml-text';

const KEY_A = new Uint8Array(32).fill(1);
const KEY_B = new Uint8Array(32).fill(2);
const CANARY = 'CANARY-s3cr3t-7f1d';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

function secret(extra: Partial<KubeObject> = {}): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db', namespace: 'prod' },
    ...extra,
  };
}

describe('createRedactor', () => {
  it('replaces a short value only where it stands alone, so a Secret holding `test` leaves `latest` be', () => {
    const r = createRedactor(KEY_A);
    const token = (
      r.redactObject(secret({ stringData: { pw: 'test' } })).stringData as Record<string, string>
    ).pw;
    const cm: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { image: 'nginx:latest', copy: 'test', url: 'https://u:test@db/x', word: 'testing' },
    };
    expect(r.redactObject(cm).data).toEqual({
      image: 'nginx:latest',
      copy: token,
      url: `https://u:${token}@db/x`,
      word: 'testing',
    });
    expect(r.redactText('password too short: test')).toBe(`password too short: ${token}`);
  });

  it('gives the same token for a value in data and in stringData', () => {
    const r = createRedactor(KEY_A);
    const a = r.redactObject(secret({ data: { password: b64(CANARY) } }));
    const b = r.redactObject(secret({ stringData: { password: CANARY } }));
    const token = (a.data as Record<string, string>).password;
    expect(token).toMatch(/^redacted\.[0-9a-f]{16}$/);
    expect((b.stringData as Record<string, string>).password).toBe(token);
  });

  it('same key gives the same token, another key or value another one', () => {
    const tokenOf = (key: Uint8Array, value: string) =>
      (
        createRedactor(key).redactObject(secret({ stringData: { v: value } })).stringData as Record<
          string,
          string
        >
      ).v;
    expect(tokenOf(KEY_A, CANARY)).toBe(tokenOf(KEY_A, CANARY));
    expect(tokenOf(KEY_A, CANARY)).not.toBe(tokenOf(KEY_B, CANARY));
    expect(tokenOf(KEY_A, CANARY)).not.toBe(tokenOf(KEY_A, `${CANARY}x`));
    // Default key: fresh per redactor.
    const d1 = (
      createRedactor().redactObject(secret({ stringData: { v: CANARY } })).stringData as Record<
        string,
        string
      >
    ).v;
    const d2 = (
      createRedactor().redactObject(secret({ stringData: { v: CANARY } })).stringData as Record<
        string,
        string
      >
    ).v;
    expect(d1).not.toBe(d2);
  });

  it('redacts last-applied-configuration structurally, including an older value', () => {
    const r = createRedactor(KEY_A);
    const older = secret({ data: { password: b64('an-older-password') } });
    const input = secret({
      data: { password: b64(CANARY) },
      metadata: {
        name: 'db',
        annotations: { 'kubectl.kubernetes.io/last-applied-configuration': `${JSON.stringify(older)}\n` },
      },
    });
    const out = r.redactObject(input);
    const annotation = out.metadata.annotations?.['kubectl.kubernetes.io/last-applied-configuration'] ?? '';
    expect(annotation.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(annotation);
    expect(parsed.data.password).toMatch(/^redacted\.[0-9a-f]{16}$/);
    expect(parsed.data.password).not.toBe((out.data as Record<string, string>).password);
    expect(annotation).not.toContain(b64('an-older-password'));
    // The older value is remembered for text too.
    expect(r.redactText('was an-older-password')).toBe(`was ${parsed.data.password}`);
  });

  it('replaces raw, base64 and JSON-escaped copies in other annotations', () => {
    const r = createRedactor(KEY_A);
    const multi = 'line one\n"quoted"';
    const out = r.redactObject(
      secret({
        stringData: { a: CANARY, m: multi, short: 'abc' },
        metadata: {
          name: 'db',
          annotations: {
            raw: `token=${CANARY};`,
            encoded: `b64:${b64(CANARY)}`,
            json: JSON.stringify({ note: multi }),
            short: 'abc stays abc',
          },
        },
      }),
    );
    const token = (out.stringData as Record<string, string>).a;
    const ann = out.metadata.annotations ?? {};
    expect(ann.raw).toBe(`token=${token};`);
    expect(ann.encoded).toBe(`b64:${token}`);
    expect(ann.json).not.toContain('line one');
    expect(ann.short).toBe('abc stays abc');
    expect((out.stringData as Record<string, string>).short).toMatch(/^redacted\./);
  });

  it('does not mutate its input and leaves objects without secret copies alone', () => {
    const r = createRedactor(KEY_A);
    const input = secret({
      data: { k: b64(CANARY) },
      metadata: { name: 'db', annotations: { copy: CANARY } },
    });
    const before = structuredClone(input);
    r.redactObject(input);
    expect(input).toEqual(before);
    const cm: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { k: 'plain' },
    };
    expect(r.redactObject(cm)).toBe(cm);
    // A Secret of another group is not a core Secret.
    const other: KubeObject = {
      apiVersion: 'example.com/v1',
      kind: 'Secret',
      metadata: { name: 's' },
      data: { k: 'v' },
    };
    expect(r.redactObject(other)).toEqual(other);
  });

  it('redacts Secrets inside a List', () => {
    const r = createRedactor(KEY_A);
    const list: KubeObject = {
      apiVersion: 'v1',
      kind: 'List',
      metadata: {},
      items: [secret({ stringData: { k: CANARY } })],
    };
    expect(JSON.stringify(r.redactObject(list))).not.toContain(CANARY);
  });

  it('redactText replaces every value seen, longest first, and leaves tokens intact', () => {
    const r = createRedactor(KEY_A);
    expect(r.redactText(`nothing seen yet ${CANARY}`)).toContain(CANARY);
    // 'redacted' is a part of every token: tokens already in the text must survive.
    const out = r.redactObject(secret({ stringData: { long: CANARY, part: 'CANARY', word: 'redacted' } }));
    const { long, part, word } = out.stringData as Record<string, string>;
    expect(r.redactText(`error: ${CANARY} / CANARY / ${b64(CANARY)}`)).toBe(
      `error: ${long} / ${part} / ${long}`,
    );
    expect(r.redactText(`${long} ${part} redacted`)).toBe(`${long} ${part} ${word}`);
  });

  it('replaces a learned value wherever another object copies it, plain, base64 or inside a string', () => {
    const r = createRedactor(KEY_A);
    const cm: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', annotations: { note: `uses ${CANARY}` } },
      data: { plain: CANARY, encoded: b64(CANARY), url: `https://u:${CANARY}@db`, list: [CANARY] } as never,
    };
    const before = structuredClone(cm);
    r.learn(secret({ stringData: { password: CANARY } }));
    const out = r.redactObject(cm);
    expect(cm).toEqual(before);
    const token = (
      r.redactObject(secret({ stringData: { password: CANARY } })).stringData as Record<string, string>
    ).password;
    expect(out.data).toEqual({ plain: token, encoded: token, url: `https://u:${token}@db`, list: [token] });
    expect(out.metadata.annotations).toEqual({ note: `uses ${token}` });
  });

  it('learn shows nothing and redacts nothing by itself, but teaches redactText', () => {
    const r = createRedactor(KEY_A);
    const s = secret({ stringData: { password: CANARY } });
    expect(r.learn(s)).toBeUndefined();
    expect(r.redactText(`x ${CANARY} &lt;`)).toMatch(/^x redacted\.[0-9a-f]{16} &lt;$/);
  });

  it('redactText knows the HTML-escaped form the report uses', () => {
    const r = createRedactor(KEY_A);
    r.learn(secret({ stringData: { password: 'a<b&c>d-long' } }));
    expect(r.redactText('cell: a&lt;b&amp;c&gt;d-long')).toMatch(/^cell: redacted\.[0-9a-f]{16}$/);
  });

  it('scans each distinct string once, and again only after learning another value', () => {
    const r = createRedactor(KEY_A);
    r.learn(secret({ stringData: { password: CANARY } }));
    const scans = vi.spyOn(Dictionary.prototype, 'fillLongest');
    try {
      // 200 labelled objects repeating the same keys and values: 6 distinct strings of 4+ units.
      const objects: KubeObject[] = Array.from({ length: 200 }, (_, i) => ({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'shared-name', labels: { 'app.kubernetes.io/name': 'grafana' } },
        data: { copy: i % 2 === 0 ? CANARY : 'no secret here' },
      }));
      const out = objects.map((o) => r.redactObject(o));
      const distinct = new Set(['apiVersion', 'ConfigMap', 'metadata', 'shared-name', 'labels']);
      for (const s of ['app.kubernetes.io/name', 'grafana', 'data', 'copy', CANARY, 'no secret here'])
        distinct.add(s);
      expect(scans.mock.calls.length).toBeLessThanOrEqual(distinct.size);
      const token = ((out[0] as KubeObject).data as Record<string, string>).copy;
      expect(token).toMatch(/^redacted\.[0-9a-f]{16}$/);
      expect(
        out.every(
          (o, i) => (o.data as Record<string, string>).copy === (i % 2 === 0 ? token : 'no secret here'),
        ),
      ).toBe(true);
      // The objects without a copy are the objects given.
      expect(out[1]).toBe(objects[1]);

      // A value learned later is found in a string already scanned.
      const later = 'grafana';
      expect(r.redactText(`image ${later}`)).toBe(`image ${later}`);
      r.learn(secret({ stringData: { user: later } }));
      expect(r.redactObject(objects[1] as KubeObject).metadata.labels?.['app.kubernetes.io/name']).toMatch(
        /^redacted\./,
      );
    } finally {
      scans.mockRestore();
    }
  });

  it('redactError rewrites an error message and stack in place', () => {
    const r = createRedactor(KEY_A);
    r.learn(secret({ stringData: { password: CANARY } }));
    const err = redactError(new Error(`bad ${CANARY}`), r.redactText) as Error;
    expect(err.message).toMatch(/^bad redacted\./);
    expect(err.stack).not.toContain(CANARY);
  });
});

/** `rigging render`'s printer: one YAML document per object. */
function documents(): TextPrinter {
  const yaml = yamlPrinter();
  return { print: (obj) => `---\n${yaml(obj)}`, verbatimParts };
}

/** A Secret of `n` values unlike any other text (`secret-value-<i>`), each with its base64 form. */
function manySecrets(n: number): KubeObject {
  return secret({
    metadata: { name: 'many' },
    stringData: Object.fromEntries(
      Array.from({ length: n }, (_, i) => [`v${i}`, `secret-value-${1000 + i}`]),
    ),
  });
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % n;
  };
}

describe('redactPrinted', () => {
  it('prints what redacting the object, printing it and redacting the text prints', () => {
    const next = random(11);
    // Values with every kind of unit the YAML printer escapes, quotes or breaks lines at.
    const pieces = [
      'pass',
      'w0rd',
      ' ',
      '\n',
      '"',
      "'",
      '\\',
      '\t',
      ': ',
      '- ',
      '#',
      'é',
      '\u0007',
      'name',
      'x',
    ];
    const value = (n: number) => Array.from({ length: n }, () => pieces[next(pieces.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const r = createRedactor(KEY_A);
      const values = Array.from({ length: 1 + next(3) }, () => value(1 + next(6)));
      const s = secret({ stringData: Object.fromEntries(values.map((v, i) => [`k${i}`, v])) });
      r.learn(s);
      // Every other round, enough other secrets that the parts are searched by the automaton.
      if (round % 2 === 1) r.learn(manySecrets(40));
      const copy = () => {
        const v = values[next(values.length)] as string;
        const forms = [v, b64(v), JSON.stringify(v).slice(1, -1), `${value(2)}${v}${value(2)}`, value(4)];
        return forms[next(forms.length)] as string;
      };
      const objects: KubeObject[] = [
        s,
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', annotations: { [copy()]: copy() } },
          data: { a: copy(), b: [copy(), { [copy()]: copy() }] } as never,
        },
        { apiVersion: 'v1', kind: 'List', metadata: {}, items: [s, { kind: copy() }] },
        { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: value(3) }, spec: { x: value(5) } },
      ];
      for (const obj of objects) {
        const printer = documents();
        const expected = r.redactText(printer.print(r.redactObject(obj)));
        expect(r.redactPrinted(obj, printer), JSON.stringify({ values, obj })).toBe(expected);
      }
    }
  });

  it('searches a printed text in one pass however many secrets are known', () => {
    const r = createRedactor(KEY_A);
    r.learn(manySecrets(2000));
    const printer = documents();
    const cm: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { k: 'v' } };
    // A search per secret value would call includes thousands of times on the text.
    const includes = vi.spyOn(String.prototype, 'includes');
    try {
      expect(r.redactPrinted(cm, printer)).toBe(
        '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  k: v\n',
      );
      expect(includes.mock.calls.length).toBeLessThan(100);
    } finally {
      includes.mockRestore();
    }
    // And a copy is still found.
    const copy: KubeObject = { ...cm, data: { k: `x\nsecret-value-1234\ny` } };
    expect(r.redactPrinted(copy, printer)).toMatch(/k: \|-\n {4}x\n {4}redacted\.[0-9a-f]{16}\n {4}y\n$/);
  });

  it('searches a printed text for no part holding a part already found missing', () => {
    const r = createRedactor(KEY_A);
    // Its JSON-escaped form's longest part is `nsecond-line-of-it`: missing whenever the raw
    // form's `second-line-of-it` is. The text holds the part both forms share (searched first),
    // so that each form's own part is looked at.
    const value = 'first-line-of-it\nsecond-line-of-it';
    r.learn(secret({ stringData: { v: value } }));
    const printer = documents();
    const cm: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { k: 'first-line-of-it' },
    };
    const text = printer.print(cm);
    const includes = vi.spyOn(String.prototype, 'includes');
    let searches: unknown[][];
    try {
      expect(r.redactPrinted(cm, printer)).toBe(text);
      searches = includes.mock.contexts.flatMap((t, i) =>
        `${t}` === text ? [includes.mock.calls[i] ?? []] : [],
      );
    } finally {
      includes.mockRestore();
    }
    // The shared part, the raw form's own part, then the base64 form's.
    expect(searches).toEqual([['first-line-of-it'], ['second-line-of-it'], [b64(value)]]);
    // A JSON copy of the value (an annotation) is still found and redacted.
    const copy: KubeObject = { ...cm, data: { k: JSON.stringify({ v: value }) } };
    const out = r.redactPrinted(copy, printer);
    expect(out).not.toContain('second-line-of-it');
    expect(out).toBe(r.redactText(printer.print(r.redactObject(copy))));
  });

  it('searches a printed text first for the parts that rule out most forms', () => {
    const r = createRedactor(KEY_A);
    // Raw and HTML-escaped forms differ in their longest part (before the quote, which a printer
    // may escape) and share the one after it: one search of the shared part rules out both.
    const value = "a<b>c-first-part-of-the-value-xyz'shared-part-x";
    r.learn(secret({ stringData: { v: value } }));
    const printer = documents();
    const cm: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { k: 'v' } };
    const text = printer.print(cm);
    const includes = vi.spyOn(String.prototype, 'includes');
    let searches: unknown[][];
    try {
      expect(r.redactPrinted(cm, printer)).toBe(text);
      searches = includes.mock.contexts.flatMap((t, i) =>
        `${t}` === text ? [includes.mock.calls[i] ?? []] : [],
      );
    } finally {
      includes.mockRestore();
    }
    expect(searches).toEqual([['shared-part-x'], [b64(value)]]);
    // A copy of either form is still found.
    for (const form of [value, value.replace('<', '&lt;').replace('>', '&gt;')]) {
      const copy: KubeObject = { ...cm, data: { k: `x\n${form}\ny` } };
      const out = r.redactPrinted(copy, printer);
      expect(out).not.toContain('shared-part-x');
      expect(out).toBe(r.redactText(printer.print(r.redactObject(copy))));
    }
  });

  it("looks for parts holding each other only among one value's forms", () => {
    const r = createRedactor(KEY_A);
    // 30 values of 2 KB, 60 forms: below the automaton's threshold, so parts are searched one by
    // one. Comparing every part with every other would read 60 x 60 parts of kilobytes each.
    const values = Array.from({ length: 30 }, (_, i) => `${i}-${'abcdefghij'.repeat(200)}`);
    r.learn(secret({ stringData: Object.fromEntries(values.map((v, i) => [`k${i}`, v])) }));
    const printer = documents();
    const cm: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { k: 'v' } };
    const includes = vi.spyOn(String.prototype, 'includes');
    try {
      expect(r.redactPrinted(cm, printer)).toBe(printer.print(cm));
      // Per value: its raw part in its base64 part and back, then the text searched for each.
      expect(includes.mock.calls.length).toBeLessThan(4 * values.length);
    } finally {
      includes.mockRestore();
    }
  });

  it('reads no part longer than 4 KB for the parts it holds', () => {
    const r = createRedactor(KEY_A);
    const value = `${'a'.repeat(5000)}\n${'b'.repeat(5000)}`;
    r.learn(secret({ stringData: { v: value } }));
    const printer = documents();
    const cm: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { k: 'v' } };
    const text = printer.print(cm);
    const includes = vi.spyOn(String.prototype, 'includes');
    try {
      expect(r.redactPrinted(cm, printer)).toBe(text);
      // Each search is of the printed text: `\nbbb…` is not compared with `bbb…` first.
      expect(includes.mock.contexts.filter((t) => `${t}`.length > 4096)).toEqual([]);
    } finally {
      includes.mockRestore();
    }
  });

  it('prints an object holding no secret once, as it is', () => {
    const r = createRedactor(KEY_A);
    r.learn(secret({ stringData: { password: `${CANARY}\n"quoted"` } }));
    const printer = documents();
    const print = vi.spyOn(printer, 'print');
    const cm: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { k: 'CANARY-s3' },
    };
    expect(r.redactPrinted(cm, printer)).toBe(
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  k: CANARY-s3\n',
    );
    expect(print).toHaveBeenCalledTimes(1);
    // A copy inside a multi-line string, printed as a block: found, and the text redacted.
    const copy: KubeObject = { ...cm, data: { k: `line\n${CANARY}\n"quoted"\nend` } };
    const out = r.redactPrinted(copy, printer);
    expect(out).not.toContain(CANARY);
    expect(out).toMatch(/k: \|-\n {4}line\n {4}redacted\.[0-9a-f]{16}\n {4}end\n$/);
  });

  it('redacts a Secret whatever its values look like, and copies of values no part of which prints as it is', () => {
    const r = createRedactor(KEY_A);
    const tabs = '\t'.repeat(8);
    const s = secret({ stringData: { tabs, quotes: '""\'\'' } });
    r.learn(s);
    const printer = documents();
    expect(r.redactPrinted(s, printer)).not.toMatch(/\\t|""/);
    const cm: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { k: `a${tabs}b` },
    };
    expect(r.redactPrinted(cm, printer)).toBe(r.redactText(printer.print(r.redactObject(cm))));
    expect(r.redactPrinted(cm, printer)).toMatch(/k: aredacted\.[0-9a-f]{16}b\n$/);
  });
});
