// dist/ is committed: it must be exactly what `npm run build` makes from the sources (JS by bytes,
// native assets by package version), and the bundled CLI must run from it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libjsonnetMissing } from './support/libjsonnet';

const root = path.resolve(__dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'rigging-dist-check-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('dist/', () => {
  it('matches a fresh build of the sources', () => {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--outdir', out, '--js-only'], {
      cwd: root,
    });
    // The CLI is split into chunks named by content hash: the same names, and the same bytes.
    const cliFiles = (dir: string) => readdirSync(path.join(dir, 'cli')).sort();
    expect(
      cliFiles(path.join(root, 'dist')),
      'dist/cli is stale: run npm run build and commit dist/',
    ).toEqual(cliFiles(out));
    const chunks = cliFiles(out).map((file) => `cli/${file}`);
    for (const file of ['action/index.js', ...chunks, 'lambda/index.js', 'ruby/worker.js']) {
      const fresh = readFileSync(path.join(out, file), 'utf8');
      const committed = readFileSync(path.join(root, 'dist', file), 'utf8');
      expect(committed === fresh, `dist/${file} is stale: run npm run build and commit dist/`).toBe(true);
    }
    // Without libjsonnet installed (no C++ toolchain) a build cannot restate its notice.
    if (!libjsonnetMissing) {
      expect(readFileSync(path.join(root, 'dist/THIRD_PARTY_NOTICES'), 'utf8')).toBe(
        readFileSync(path.join(out, 'THIRD_PARTY_NOTICES'), 'utf8'),
      );
    }
  });

  it.skipIf(libjsonnetMissing)('carries the jsonnet addon of the installed package version', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/native/manifest.json'), 'utf8'));
    const installed = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@hanazuki/node-jsonnet/package.json'), 'utf8'),
    );
    expect(manifest.version).toBe(installed.version);
    expect(readdirSync(path.join(root, 'dist/native')).sort()).toEqual([
      'libjsonnet.so.0',
      'manifest.json',
      'node-jsonnet.node',
    ]);
  });

  it('carries the compressed ruby.wasm of the installed package version', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/ruby/manifest.json'), 'utf8'));
    const installed = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@ruby/3.4-wasm-wasi/package.json'), 'utf8'),
    );
    expect(manifest.version).toBe(installed.version);
    expect(readdirSync(path.join(root, 'dist/ruby')).sort()).toEqual([
      'manifest.json',
      'ruby+stdlib.wasm.br',
      'worker.js',
    ]);
  });

  it('runs the bundled CLI on the example', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'dist/cli/index.js'), 'validate'], {
      cwd: path.join(root, 'examples'),
      encoding: 'utf8',
    });
    // stderr may carry timings when the machine is busy, never a problem.
    expect(run.stderr).not.toMatch(/error|warning|:\d+:/i);
    expect(run.stdout).toMatch(/^platform: valid \(2 environments, \d+ sources, \d+ objects\)/);
    expect(run.status).toBe(0);
  });

  it('keeps jsonnet and native code out of the lambda bundle', () => {
    const lambda = readFileSync(path.join(root, 'dist/lambda/index.js'), 'utf8');
    expect(lambda).not.toMatch(/node-jsonnet|dlopen/);
  });
});
