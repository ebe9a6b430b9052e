// The merge rules of a base and a derived stack: requirement tuning (each rule of the seed),
// deployment order, and one parameter refined by a later document.
import { describe, expect, it } from 'vitest';
import { mergeOrder, mergeParameter, mergeRequiresTuning } from '../../src/render/stack/merge';
import { Problems } from '../../src/render/stack/problems';
import { parseRequiresTuning } from '../../src/render/stack/requirements';
import { cleanupTempDirs, stackOf } from './helpers';

cleanupTempDirs();

describe('requirement tuning of a base then a derived stack', () => {
  it('`requirement` supersedes every prior `requirement:component`', () => {
    expect(mergeRequiresTuning(['vault:a', 'vault:b', 'cdn:a'], ['vault'])).toEqual(['cdn:a', 'vault']);
  });

  it('`requirement:component` supersedes a prior `requirement`, for several components too', () => {
    expect(mergeRequiresTuning(['vault'], ['vault:a'])).toEqual(['vault:a']);
    expect(mergeRequiresTuning(['vault', 'cdn'], ['vault:a', 'vault:b'])).toEqual([
      'cdn',
      'vault:a',
      'vault:b',
    ]);
  });

  it('`:` erases all prior tuning', () => {
    expect(mergeRequiresTuning(['vault', 'cdn:a'], [':', 'dns'])).toEqual(['dns']);
  });

  it('`requirement:` erases prior tuning of that requirement only', () => {
    expect(mergeRequiresTuning(['vault', 'vault:a', 'cdn'], ['vault:'])).toEqual(['cdn']);
    expect(mergeRequiresTuning(['vault:a'], ['vault:', 'vault:b'])).toEqual(['vault:b']);
  });

  it('`:component` erases prior tuning for that component only', () => {
    expect(mergeRequiresTuning(['vault:a', 'cdn:a', 'cdn:b', 'dns'], [':a'])).toEqual(['cdn:b', 'dns']);
  });

  it('appends anything else, each entry once', () => {
    expect(mergeRequiresTuning(['vault', 'cdn:a'], ['dns', 'vault'])).toEqual(['cdn:a', 'dns', 'vault']);
  });

  it('merges through a fromStack chain, base first', async () => {
    const { stack } = await stackOf(
      {
        'a/hub.yaml': `meta: { name: a }
components: [{ name: x, source: { dir: x } }, { name: y, source: { dir: y } }]
lifecycle: { requires: { optional: [vault, "cdn:x", "dns:y"] } }
`,
        'b/hub.yaml':
          'meta: { name: b, fromStack: ../a }\nlifecycle: { requires: { optional: ["vault:", "cdn"] } }\n',
        'c/hub.yaml':
          'meta: { name: c, fromStack: ../b }\nlifecycle: { requires: { optional: [":y", "vault:x"] } }\n',
      },
      'c/hub.yaml',
    );
    expect(stack.lifecycle.requiresOptional).toEqual(['cdn', 'vault:x']);
  });

  it('reads the merged entries as requirement -> components', () => {
    expect(
      Object.fromEntries(
        parseRequiresTuning([
          'vault',
          'cdn:control-plane',
          'component.ingress.ssl.enabled:acm',
          ':',
          'x:',
          ':y',
        ]),
      ),
    ).toEqual({ vault: ['*'], cdn: ['control-plane'], 'component.ingress.ssl.enabled': ['acm'] });
  });
});

describe('deployment order of a derived stack', () => {
  const order = (parent: string[], child: string[]) => mergeOrder(parent, child, {}, new Problems('t'));

  it('appends the child order when it redeclares no parent component', () => {
    expect(order(['a', 'b'], ['c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('places child entries before the parent component they redeclare', () => {
    expect(order(['a', 'b', 'c'], ['x', 'b', 'y'])).toEqual(['a', 'x', 'b', 'c', 'y']);
    expect(order(['a', 'b'], ['a', 'x', 'b'])).toEqual(['a', 'x', 'b']);
  });

  it('reports anchors out of the parent order', () => {
    const problems = new Problems('t');
    mergeOrder(['a', 'b'], ['b', 'a'], { file: 'c/hub.yaml', line: 7 }, problems);
    expect(problems.diagnostics).toEqual([
      expect.objectContaining({ file: 'c/hub.yaml', line: 7, reason: 'StackOrder' }),
    ]);
  });
});

describe('one parameter refined by a later document', () => {
  const place = { file: 'f' };
  it('keeps the base qualifier and drops empty: allow once a value is set', () => {
    expect(
      mergeParameter(
        { name: 'p', component: 'app', kind: 'user', empty: 'allow', place },
        { name: 'p', kind: 'tech', value: 'v', place },
      ),
    ).toEqual({ name: 'p', component: 'app', kind: 'user', value: 'v', place });
  });

  it('takes a later kind when none was set, and user over tech', () => {
    expect(mergeParameter({ name: 'p', place }, { name: 'p', kind: 'link', place }).kind).toBe('link');
    expect(mergeParameter({ name: 'p', kind: 'tech', place }, { name: 'p', kind: 'user', place }).kind).toBe(
      'user',
    );
    expect(mergeParameter({ name: 'p', kind: 'link', place }, { name: 'p', kind: 'user', place }).kind).toBe(
      'link',
    );
  });

  it('keeps values of 0 and false, and lets "" and null leave the earlier value', () => {
    expect(mergeParameter({ name: 'p', value: 1, place }, { name: 'p', value: 0, place }).value).toBe(0);
    expect(mergeParameter({ name: 'p', value: true, place }, { name: 'p', value: false, place }).value).toBe(
      false,
    );
    expect(mergeParameter({ name: 'p', value: 1, place }, { name: 'p', value: '', place }).value).toBe(1);
    expect(
      mergeParameter({ name: 'p', default: 1, place }, { name: 'p', default: null, place }).default,
    ).toBe(1);
  });
});
