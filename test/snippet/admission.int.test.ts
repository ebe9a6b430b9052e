// What the apiserver refuses (the CRDs' schema and CEL rules) is InvalidSpec, reported before
// anything the reconciler checks, at the offending key.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import {
  artifact,
  errors,
  expectNotReady,
  expectSynced,
  jaasJson,
  renderSnippets,
  snippetYaml,
} from './helpers';

cleanupTempDirs();

const MAIN = { 'main.jsonnet': "{ ok: 'adm-55e' }" };

/** One snippet `s` with `spec` lines before its files (spec starts on line 6, so `spec` line k is line 5 + k). */
const one = (spec: string, files: Record<string, string> | null = MAIN) =>
  renderSnippets({ 'snippets/s.yaml': snippetYaml({ name: 's', spec, ...(files ? { files } : {}) }) });

describe('admission: InvalidSpec', () => {
  it('refuses an entryFile with a `..` segment', async () => {
    const r = await one('entryFile: ../main.jsonnet');
    expectNotReady(r, 'default/s', 'InvalidSpec', "spec.entryFile: entryFile must not contain '..'", {
      file: 'snippets/s.yaml',
      line: 6,
      column: 14,
    });
  });

  it('refuses `a..b` too: CEL checks the substring, not the segment', async () => {
    const r = await one('entryFile: a..b.jsonnet', { 'a..b.jsonnet': '{}' });
    expectNotReady(r, 'default/s', 'InvalidSpec', "spec.entryFile: entryFile must not contain '..'", {
      file: 'snippets/s.yaml',
      line: 6,
      column: 14,
    });
  });

  it('refuses an entryFile outside the pattern, or longer than 255 characters', async () => {
    const r = await one('entryFile: "main jsonnet"');
    const d = expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.entryFile: invalid entry file "main jsonnet": use letters, digits, ".", "_", "/" and "-"',
    );
    expect([d.line, d.column]).toEqual([6, 14]);

    const long = `${'d/'.repeat(123)}x.jsonnet`; // 255 characters: accepted
    expect(long).toHaveLength(255);
    const ok = await one(`entryFile: ${long}`, { [long]: "{ long: 'ok-255' }" });
    expectSynced(ok, 'default/s', jaasJson({ long: 'ok-255' }));
    const tooLong = await one(`entryFile: ${long}x`, { [`${long}x`]: '{}' });
    expect(tooLong.code).toBe(2);
    const status = artifact(tooLong, 'default/s/rendered.json').status;
    expect(status?.reason).toBe('InvalidSpec');
    expect(status?.message).toMatch(/^spec\.entryFile: .*255/);
    expect(errors(tooLong)[0]).toMatchObject({
      file: 'snippets/s.yaml',
      line: 6,
      column: 14,
      reason: 'InvalidSpec',
    });
  });

  it('refuses both files and sourceRef, and neither', async () => {
    const both = await one('sourceRef: { kind: GitRepository, name: repo }');
    expectNotReady(
      both,
      'default/s',
      'InvalidSpec',
      'spec: exactly one of spec.files or spec.sourceRef must be set',
      {
        file: 'snippets/s.yaml',
        line: 6,
        column: 3,
      },
    );
    const neither = await one('history: 2', null);
    expectNotReady(
      neither,
      'default/s',
      'InvalidSpec',
      'spec: exactly one of spec.files or spec.sourceRef must be set',
      { file: 'snippets/s.yaml', line: 6, column: 3 },
    );
  });

  it('counts `files: {}` as unset: alone it is refused, beside a sourceRef it is accepted', async () => {
    const empty = await one('files: {}', null);
    expectNotReady(
      empty,
      'default/s',
      'InvalidSpec',
      'spec: exactly one of spec.files or spec.sourceRef must be set',
    );
    // With a sourceRef, admission passes: the reconciler goes on to the source (not in this repository).
    const withRef = await one('files: {}\nsourceRef: { kind: OCIRepository, name: oci }', null);
    expectNotReady(
      withRef,
      'default/s',
      'SourceRefNotYetSupported',
      'spec.sourceRef is declared but no Fetcher is wired',
      {
        file: 'snippets/s.yaml',
        line: 7,
        column: 14,
      },
    );
  });

  it('refuses history outside 1..50', async () => {
    for (const [history, message] of [
      [0, 'spec.history: expected a number >= 1, got 0'],
      [51, 'spec.history: expected a number <= 50, got 51'],
    ] as const) {
      const r = await one(`history: ${history}`);
      expectNotReady(r, 'default/s', 'InvalidSpec', message, {
        file: 'snippets/s.yaml',
        line: 6,
        column: 12,
      });
    }
    for (const history of [1, 50]) {
      const r = await one(`history: ${history}`);
      expect(expectSynced(r, 'default/s', jaasJson({ ok: 'adm-55e' })).history).toBe(history);
    }
  });

  it('refuses an interval outside 30s..24h, accepts the bounds', async () => {
    for (const interval of ['29s', '24h0m1s', '25h', '10ms']) {
      const r = await one(`interval: ${interval}`);
      expectNotReady(r, 'default/s', 'InvalidSpec', 'spec.interval: interval must be between 30s and 24h', {
        file: 'snippets/s.yaml',
        line: 6,
        column: 13,
      });
    }
    for (const interval of ['30s', '24h', '1h30m', '0.5m']) {
      const r = await one(`interval: ${interval}`);
      expectSynced(r, 'default/s', jaasJson({ ok: 'adm-55e' }));
    }
  });

  it('refuses an interval of 200000 digits and no unit at once (RE2, where a backtracking match is quadratic)', async () => {
    const r = await one(`interval: "${'1'.repeat(200_000)}!"`);
    expectNotReady(r, 'default/s', 'InvalidSpec', 'spec.interval: interval must be between 30s and 24h', {
      file: 'snippets/s.yaml',
      line: 6,
      column: 13,
    });
  }, 60_000);

  it('refuses a key the CRD does not have', async () => {
    const r = await one('entrypoint: main.jsonnet');
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.entrypoint: unknown key "entrypoint" in a JsonnetSnippet spec',
      {
        file: 'snippets/s.yaml',
        line: 6,
        column: 3,
      },
    );
  });

  it('refuses an output that is neither rendered nor source', async () => {
    const r = await one('output: yaml');
    const status = artifact(r, 'default/s/rendered.json').status;
    expect(status?.reason).toBe('InvalidSpec');
    expect(status?.message).toMatch(/^spec\.output: /);
    expect(errors(r)[0]).toMatchObject({ line: 6, column: 11, reason: 'InvalidSpec' });
  });

  it('reports admission before the reconciler: suspended and refused is InvalidSpec', async () => {
    const r = await one('suspend: true\nhistory: 99');
    expectNotReady(r, 'default/s', 'InvalidSpec', 'spec.history: expected a number <= 50, got 99');
  });

  it("gives an entryFile that is not among the files the reconciler's message", async () => {
    const r = await one('entryFile: dash.jsonnet');
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'source must contain "dash.jsonnet" as the snippet entry point',
      {
        file: 'snippets/s.yaml',
        line: 6,
        column: 14,
      },
    );
    // The default entry, main.jsonnet, missing.
    const noMain = await one('', { 'other.jsonnet': '{}' });
    expectNotReady(
      noMain,
      'default/s',
      'InvalidSpec',
      'source must contain "main.jsonnet" as the snippet entry point',
    );
  });

  it('lets a leading `/` through admission; the entry is then a file-map key that is not there', async () => {
    const r = await one('entryFile: /main.jsonnet');
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'source must contain "/main.jsonnet" as the snippet entry point',
    );
  });
});
