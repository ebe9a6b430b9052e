import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecApp, run } from '../qbec/helpers';

cleanupTempDirs();

describe('each diagnostic once', () => {
  it('prints a problem every environment shares once, naming the environments', async () => {
    const dir = await qbecApp({
      components: { 'good.jsonnet': configMap('good'), 'bad.jsonnet': `error 'nope'` },
    });
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    const lines = r.stderr.split('\n').filter((l) => l.includes('nope'));
    expect(lines).toEqual(['app/components/bad.jsonnet:1:1: RUNTIME ERROR: nope [environments dev, prod]']);
  });

  it('names only the environment a problem occurred in, and no environment when one rendered', async () => {
    const dir = await qbecApp({
      components: { 'bad.jsonnet': `if std.extVar('qbec.io/env') == 'prod' then error 'prod only' else {}` },
    });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^app\/components\/bad\.jsonnet:1:\d+: RUNTIME ERROR: prod only \[environment prod\]$/m,
    );
    const one = await run(dir, ['validate', '-e', 'prod']);
    expect(one.stderr).toMatch(/^app\/components\/bad\.jsonnet:1:\d+: RUNTIME ERROR: prod only$/m);
  });

  it('keeps problems that differ between environments apart', async () => {
    const dir = await qbecApp({ components: { 'bad.jsonnet': `error 'in ' + std.extVar('qbec.io/env')` } });
    const r = await run(dir, ['render']);
    expect(r.stderr).toMatch(/RUNTIME ERROR: in dev \[environment dev\]$/m);
    expect(r.stderr).toMatch(/RUNTIME ERROR: in prod \[environment prod\]$/m);
  });
});
