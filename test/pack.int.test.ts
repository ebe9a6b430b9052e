// What `npm pack` ships is what a user of the rigging package gets: the committed bundles in dist/,
// the README, the license and the notices (dist/THIRD_PARTY_NOTICES), no sources, and nothing
// that runs or builds at install time. The bundles must run from the unpacked tarball alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const tmp = mkdtempSync(path.join(tmpdir(), 'rigging-pack-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Packed {
  filename: string;
  files: { path: string }[];
}

interface Manifest {
  version: string;
  bin: { rigging: string };
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

let packed: { dir: string; listed: string[] } | undefined;
/**
 * Packs once (offline, and without lifecycle scripts: `postprepare` is the checkout's):
 * the files `npm pack --json` lists, the same list as `--dry-run` gives, and the `package/`
 * directory the tarball unpacks to. One real pack, not a dry run and a pack: each gzips 36 MB.
 */
function pack(): { dir: string; listed: string[] } {
  if (!packed) {
    const out = execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--offline', '--pack-destination', tmp],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // One package packed: one entry.
    const [{ filename, files }] = JSON.parse(out) as [Packed];
    execFileSync('tar', ['-xzf', filename], { cwd: tmp });
    packed = { dir: path.join(tmp, 'package'), listed: files.map((file) => file.path).sort() };
  }
  return packed;
}

const manifestOf = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Every file under `base/dir` as npm lists them: relative to base, with `/`. */
function filesUnder(base: string, dir: string): string[] {
  return readdirSync(path.join(base, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Runs the unpacked package's bin with nothing else installed around it. */
function runBin(args: string[], cwd: string) {
  const pkg = pack().dir;
  return spawnSync(process.execPath, [path.join(pkg, manifestOf(pkg).bin.rigging), ...args], {
    cwd,
    encoding: 'utf8',
  });
}

describe('npm pack', () => {
  it('lists dist/, the README, the license and package.json, and nothing else', () => {
    const { dir, listed } = pack();
    expect(listed.filter((file) => /^(src|test|bench|scripts|lambda|examples|deploy)\//.test(file))).toEqual(
      [],
    );
    expect(listed).toEqual(['LICENSE', 'README.md', 'package.json', ...filesUnder(root, 'dist')].sort());
    expect(listed).toContain('dist/THIRD_PARTY_NOTICES');
    // The tarball holds what the listing says.
    expect(filesUnder(dir, '.').sort()).toEqual(listed);
  });

  it('installs without running or building anything, with libjsonnet optional', () => {
    const manifest = manifestOf(pack().dir);
    // npm runs these in an install of the package; `prepare` it does not run from a tarball, but
    // npm 11 lists it as an install script to review there (and fails under strict-allow-scripts).
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(manifest.scripts?.[hook], `the ${hook} script concerns users' installs`).toBeUndefined();
    // The bundles carry every package they use (the tests below run them with nothing installed),
    // so an install of rigging fetches none: only the optional addon, which the CLI never loads.
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.optionalDependencies).toEqual({ '@hanazuki/node-jsonnet': expect.any(String) });
  });

  it('runs the packed bin from the unpacked tarball', () => {
    // npm links the bin itself into node_modules/.bin on POSIX: the shebang is what runs it there.
    const { dir } = pack();
    expect(readFileSync(path.join(dir, manifestOf(dir).bin.rigging), 'utf8')).toMatch(
      /^#!\/usr\/bin\/env node\n/,
    );
    const run = runBin(['--version'], tmp);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`rigging ${manifestOf(dir).version}\n`);
    expect(run.status).toBe(0);
  });

  it('validates the examples with the packed bundles alone (chunks, ruby.wasm)', () => {
    const run = runBin(['validate'], path.join(root, 'examples'));
    expect(run.stderr).not.toMatch(/error|warning|:\d+:/i);
    expect(run.stdout).toMatch(/^platform: valid \(2 environments, \d+ sources, \d+ objects\)/);
    expect(run.status).toBe(0);
  });

  // dist/native/ ships the addon for linux-x64 only (README, "Runners").
  it.skipIf(process.platform !== 'linux' || process.arch !== 'x64')(
    'loads the packed libjsonnet addon from dist/native/',
    () => {
      const run = runBin(['eval', '--jsonnet-engine', 'libjsonnet', '-e', '{ a: 1 + 1 }'], tmp);
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ a: 2 });
      expect(run.status).toBe(0);
    },
  );
});
