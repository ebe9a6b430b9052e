import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { boshDeployment } from '../bosh/deployment';
import { cleanupTempDirs, configMap, qbecApp, run, tempDir, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const CANARY = 'CANARY-out-7f3a';
const SECRET = JSON.stringify({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'creds', namespace: 'apps' },
  stringData: { password: CANARY },
});

/** `files` of boshDeployment with `vars` as the source's variables file (the config server's values). */
function withVariables(files: Record<string, string>, vars: string): Record<string, string> {
  const rigging = JSON.parse(files['rigging.yaml'] as string);
  rigging.spec.sources[0].variables = 'vars.yml';
  return { ...files, 'rigging.yaml': JSON.stringify(rigging), 'vars.yml': vars };
}

/** Every file under `dir`, as '/'-separated paths relative to it, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('render --output-dir', () => {
  it('writes each object as DIR/ENV/SOURCE/<Kind>-<namespace>-<name>.yaml and lists the files on stdout', async () => {
    const dir = await qbecApp({
      components: { 'cfg.jsonnet': configMap('cfg', { a: '1' }), 's.jsonnet': SECRET },
    });
    const r = await run(dir, ['render', '--output-dir', 'out']);
    expect(r.code, r.stderr).toBe(0);
    const out = path.join(dir, 'out');
    expect(await filesUnder(out)).toEqual([
      'dev/app/ConfigMap-cfg.yaml',
      'dev/app/Secret-apps-creds.yaml',
      'prod/app/ConfigMap-cfg.yaml',
      'prod/app/Secret-apps-creds.yaml',
    ]);
    expect(r.stdout.split('\n').filter(Boolean).sort()).toEqual(
      (await filesUnder(out)).map((f) => path.join('out', ...f.split('/'))),
    );
    const cm = parse(await readFile(path.join(out, 'dev/app/ConfigMap-cfg.yaml'), 'utf8'));
    expect(cm).toMatchObject({ kind: 'ConfigMap', data: { a: '1' } });
    expect(cm.metadata.labels['qbec.io/environment']).toBe('dev');
    // The file holds what `rigging render` prints for the object, without the stream's `---`.
    const stream = await run(dir, ['render', '-e', 'dev']);
    const printed = await readFile(path.join(out, 'dev/app/ConfigMap-cfg.yaml'), 'utf8');
    expect(stream.stdout).toContain(`---\n${printed}`);
    // Secret values are redacted as on stdout, unless asked for.
    expect(await readFile(path.join(out, 'dev/app/Secret-apps-creds.yaml'), 'utf8')).not.toContain(CANARY);
    expect(r.stderr).toContain('Secret values are redacted');
    const shown = await run(dir, ['render', '--output-dir', 'shown', '-S', '-e', 'dev']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'shown/dev/app/Secret-apps-creds.yaml'), 'utf8')).toContain(CANARY);
  });

  it('writes JSON files with -o json', async () => {
    const dir = await qbecApp({
      // The Secret's value quoted in a ConfigMap too: redacted there as well, as on stdout.
      components: {
        'cfg.jsonnet': configMap('cfg', { a: '1', quoted: `postgres://u:${CANARY}@db` }),
        's.jsonnet': SECRET,
      },
    });
    const r = await run(dir, ['render', '-o', 'json', '--output-dir', 'out', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(await filesUnder(path.join(dir, 'out'))).toEqual([
      'dev/app/ConfigMap-cfg.json',
      'dev/app/Secret-apps-creds.json',
    ]);
    const cm = JSON.parse(await readFile(path.join(dir, 'out/dev/app/ConfigMap-cfg.json'), 'utf8'));
    expect(cm.data).toEqual({
      a: '1',
      quoted: expect.stringMatching(/^postgres:\/\/u:redacted\.[0-9a-f]+@db$/),
    });
    expect(await readFile(path.join(dir, 'out/dev/app/Secret-apps-creds.json'), 'utf8')).not.toContain(
      CANARY,
    );
  });

  it('writes artifacts under their own relative paths (BOSH job files), redacted like the objects', async () => {
    const files = boshDeployment(
      { web: 'port=<%= p("port") %> password=<%= p("password") %>\n' },
      {
        instances: 2,
        properties: '  port: 8080\n  password: ((pw))\n',
        specProperties: '  port: {}\n  password: {}\n',
      },
    );
    // The config server's value of ((pw)): a credential, redacted wherever it lands unless -S.
    const dir = await writeTree(withVariables(files, `pw: ${CANARY}\n`));
    const r = await run(dir, ['render', '--output-dir', 'out']);
    expect(r.code, r.stderr).toBe(0);
    const written = await filesUnder(path.join(dir, 'out'));
    expect(written).toContain('dev/d/web/0/web/config/web');
    expect(written).toContain('dev/d/web/1/web/config/web');
    const web = await readFile(path.join(dir, 'out/dev/d/web/1/web/config/web'), 'utf8');
    expect(web).toMatch(/^port=8080 password=redacted\.[0-9a-f]+\n$/);
    for (const f of written) expect(await readFile(path.join(dir, 'out', f), 'utf8')).not.toContain(CANARY);
    const shown = await run(dir, ['render', '--output-dir', 'shown', '-S']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'shown/dev/d/web/1/web/config/web'), 'utf8')).toBe(
      `port=8080 password=${CANARY}\n`,
    );
  });

  it('writes nothing when the render has errors, and exits 2', async () => {
    const dir = await qbecApp({
      components: { 'good.jsonnet': configMap('good'), 'bad.jsonnet': `error 'nope'` },
    });
    const r = await run(dir, ['render', '--output-dir', 'out']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.jsonnet:1:1: .*nope/);
    await expect(lstat(path.join(dir, 'out'))).rejects.toThrow(/ENOENT/);
  });
});

describe('render --output-dir: an existing directory', () => {
  it('accepts an empty one and refuses one that holds anything, writing nothing', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    await mkdir(path.join(dir, 'empty'));
    expect((await run(dir, ['render', '--output-dir', 'empty'])).code).toBe(0);
    await writeTree({ 'full/notes.txt': 'mine' }, dir);
    const r = await run(dir, ['render', '--output-dir', 'full']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `rigging: --output-dir: ${path.join(dir, 'full')} is not empty; give a new or empty directory, or --force to replace ${path.join(dir, 'full', 'dev')}, ${path.join(dir, 'full', 'prod')}\n`,
    );
    expect(await filesUnder(path.join(dir, 'full'))).toEqual(['notes.txt']);
  });

  it('refuses a path that is a file', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const r = await run(dir, ['render', '--output-dir', 'rigging.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('exists and is not a directory');
  });

  it("with --force replaces the rendered environments' directories (stale files go) and keeps the rest", async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    await writeTree(
      { 'out/notes.txt': 'mine', 'out/dev/app/ConfigMap-gone.yaml': 'stale', 'out/prod/app/keep.yaml': 'p' },
      dir,
    );
    const r = await run(dir, ['render', '--output-dir', 'out', '--force', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(await filesUnder(path.join(dir, 'out'))).toEqual([
      'dev/app/ConfigMap-cfg.yaml',
      'notes.txt',
      'prod/app/keep.yaml',
    ]);
  });

  it('with --force removes a symbolic link where an environment goes, never what it points at', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const elsewhere = await tempDir();
    await writeFile(path.join(elsewhere, 'precious'), 'x');
    await mkdir(path.join(dir, 'out'));
    await symlink(elsewhere, path.join(dir, 'out', 'dev'));
    const r = await run(dir, ['render', '--output-dir', 'out', '--force', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(await readdir(elsewhere)).toEqual(['precious']);
    expect((await lstat(path.join(dir, 'out', 'dev'))).isDirectory()).toBe(true);
    expect(await filesUnder(path.join(dir, 'out'))).toEqual(['dev/app/ConfigMap-cfg.yaml']);
  });

  it('is in render --help', async () => {
    const r = await run(await tempDir(), ['render', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^ {6}--output-dir DIR {2}write files instead: DIR\/ENV\/SOURCE\/<Kind>-<namespace>-<name>\.yaml$/m,
    );
    expect(r.stdout).toMatch(
      /^ {6}--force {11}with --output-dir: replace DIR\/ENV of each rendered environment$/m,
    );
  });

  it('--force and --elaborate are refused where they do not apply', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const force = await run(dir, ['render', '--force']);
    expect(force.code).toBe(2);
    expect(force.stderr).toBe(
      'rigging: render: --force applies to --output-dir only; see rigging render --help\n',
    );
    const elaborate = await run(dir, ['render', '--elaborate', '--output-dir', 'out']);
    expect(elaborate.code).toBe(2);
    expect(elaborate.stderr).toContain('leave out --output-dir');
  });
});

describe('render --output-dir: hostile names stay inside DIR', () => {
  it('turns an object name into one file name inside its source directory', async () => {
    const evil = JSON.stringify({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: '../../../../evil', namespace: '/etc' },
    });
    const dir = await qbecApp({ components: { 'evil.jsonnet': evil } });
    const r = await run(dir, ['render', '--output-dir', 'out', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(await filesUnder(path.join(dir, 'out'))).toEqual(['dev/app/ConfigMap-_etc-.._.._.._.._evil.yaml']);
    expect(await readdir(dir)).toEqual(expect.not.arrayContaining(['evil', 'ConfigMap-evil.yaml']));
  });

  it('refuses an artifact path that leaves the source directory (a BOSH template destination with ..), writing nothing', async () => {
    const files = boshDeployment({ web: 'hi\n' });
    files['releases/app/jobs/web/spec'] = 'name: web\ntemplates:\n  web.erb: ../../../../../../escape\n';
    const dir = await writeTree(files);
    const r = await run(dir, ['render', '--output-dir', 'out']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rigging: --output-dir: artifact ".*escape" \(source d, environment dev\) is not a relative path inside the source's directory; nothing was written\n/,
    );
    await expect(lstat(path.join(dir, 'out'))).rejects.toThrow(/ENOENT/);
    await expect(lstat(path.join(dir, 'escape'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses two objects that would share a file, naming both', async () => {
    const a = JSON.stringify({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'b-c', namespace: 'a' },
    });
    const b = JSON.stringify({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'a-b' },
    });
    const dir = await qbecApp({ components: { 'a.jsonnet': a, 'b.jsonnet': b } });
    const r = await run(dir, ['render', '--output-dir', 'out', '-e', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'rigging: --output-dir: ConfigMap a/b-c (source app, environment dev) and ConfigMap a-b/c (source app, environment dev) would both be written to dev/app/ConfigMap-a-b-c.yaml\n',
    );
    await expect(lstat(path.join(dir, 'out'))).rejects.toThrow(/ENOENT/);
  });
});

describe('render --output-dir: no secret value in a file name', () => {
  // A second value with characters a file name cannot hold: its portable form (`p_ss_w0rd_Zq9x`)
  // would show it as surely as the value itself.
  const ODD = 'p@ss:w0rd/Zq9x';
  const secrets = JSON.stringify({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'creds', namespace: 'apps' },
    stringData: { password: CANARY, other: ODD },
  });
  const named = (name: string, namespace: string) =>
    JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace } });

  it('redacts object names and namespaces in the names on disk and on stdout, unless -S', async () => {
    const dir = await qbecApp({
      components: {
        's.jsonnet': secrets,
        'a.jsonnet': named(`cm-${CANARY}`, 'apps'),
        'b.jsonnet': named('cfg', CANARY),
        'c.jsonnet': named(ODD, 'apps'),
      },
    });
    const r = await run(dir, ['render', '--output-dir', 'out', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    const written = await filesUnder(path.join(dir, 'out'));
    expect(written).toHaveLength(4);
    expect(written).toContain('dev/app/Secret-apps-creds.yaml');
    expect(written).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dev\/app\/ConfigMap-apps-cm-redacted\.[0-9a-f]{16}\.yaml$/),
        expect.stringMatching(/^dev\/app\/ConfigMap-redacted\.[0-9a-f]{16}-cfg\.yaml$/),
        expect.stringMatching(/^dev\/app\/ConfigMap-apps-redacted\.[0-9a-f]{16}\.yaml$/),
      ]),
    );
    // The canary: nothing of either value in a name, nor in what stdout lists.
    for (const text of [...written, r.stdout, r.stderr])
      for (const leak of [CANARY, ODD, 'p_ss_w0rd_Zq9x', 'w0rd']) expect(text).not.toContain(leak);
    expect(r.stdout.split('\n').filter(Boolean).sort()).toEqual(
      written.map((f) => path.join('out', ...f.split('/'))),
    );
    // Each file still holds its object, redacted the same way.
    for (const f of written) {
      const text = await readFile(path.join(dir, 'out', f), 'utf8');
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain(ODD);
    }
    // Asked for the values (-S), the names show them as the files do.
    const shown = await run(dir, ['render', '--output-dir', 'shown', '-S', '-e', 'dev']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(await filesUnder(path.join(dir, 'shown'))).toEqual([
      `dev/app/ConfigMap-${CANARY}-cfg.yaml`,
      `dev/app/ConfigMap-apps-cm-${CANARY}.yaml`,
      'dev/app/ConfigMap-apps-p_ss_w0rd_Zq9x.yaml',
      'dev/app/Secret-apps-creds.yaml',
    ]);
  });

  it('redacts an artifact path holding a credential (a BOSH template destination)', async () => {
    const files = boshDeployment(
      { web: 'x\n' },
      { properties: '  password: ((pw))\n', specProperties: '  password: {}\n' },
    );
    files['releases/app/jobs/web/spec'] =
      `name: web\ntemplates:\n  web.erb: config/${CANARY}.conf\nproperties:\n  password: {}\n`;
    const dir = await writeTree(withVariables(files, `pw: ${CANARY}\n`));
    const r = await run(dir, ['render', '--output-dir', 'out']);
    expect(r.code, r.stderr).toBe(0);
    const written = await filesUnder(path.join(dir, 'out'));
    expect(written.filter((f) => f.startsWith('dev/d/web/'))).toEqual([
      expect.stringMatching(/^dev\/d\/web\/0\/web\/config\/redacted\.[0-9a-f]{16}\.conf$/),
    ]);
    for (const text of [...written, r.stdout]) expect(text).not.toContain(CANARY);
  });

  it('redacts the names a refusal quotes', async () => {
    const dir = await qbecApp({
      components: {
        's.jsonnet': secrets,
        'a.jsonnet': named(`b-${CANARY}`, 'a'),
        'b.jsonnet': named(CANARY, 'a-b'),
      },
    });
    const r = await run(dir, ['render', '--output-dir', 'out', '-e', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rigging: --output-dir: ConfigMap a\/b-redacted\.[0-9a-f]{16} .* would both be written to /,
    );
    expect(r.stderr).not.toContain(CANARY);
    await expect(lstat(path.join(dir, 'out'))).rejects.toThrow(/ENOENT/);
    // -S asks for the values on stdout; stderr, which CI logs keep, stays redacted.
    const shown = await run(dir, ['render', '--output-dir', 'out', '-e', 'dev', '-S']);
    expect(shown.code).toBe(2);
    expect(shown.stderr).toMatch(
      /would both be written to dev\/app\/ConfigMap-a-b-redacted\.[0-9a-f]{16}\.yaml\n$/,
    );
    expect(shown.stderr).not.toContain(CANARY);
  });
});

describe('render --output-dir: names one file on a case-insensitive file system', () => {
  it('refuses two objects whose file names differ only in case, naming both, before writing anything', async () => {
    const cm = (name: string) => JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name } });
    const dir = await qbecApp({ components: { 'a.jsonnet': cm('Cfg'), 'b.jsonnet': cm('cfg') } });
    const r = await run(dir, ['render', '--output-dir', 'out', '-e', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'rigging: --output-dir: ConfigMap Cfg (source app, environment dev) and ConfigMap cfg (source app, ' +
        'environment dev) would be written to dev/app/ConfigMap-Cfg.yaml and dev/app/ConfigMap-cfg.yaml, ' +
        'one file where case or Unicode normalization is ignored (macOS, Windows)\n',
    );
    await expect(lstat(path.join(dir, 'out'))).rejects.toThrow(/ENOENT/);
  });
});
