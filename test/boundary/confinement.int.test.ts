// A pull request's jsonnet, qbec.yaml and symlinks are hostile: every attack here read a file
// outside the repository (or its .git) through `rigging render` before the boundary existed.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanupTempDirs,
  configMap,
  qbecApp,
  qbecYaml,
  renderFails,
  renderJson,
  renderOk,
  riggingYaml,
  run,
  writeTree,
} from '../qbec/helpers';

cleanupTempDirs();

const CANARY = 'canary-outside-9d41c7';
let outside: string;

beforeAll(async () => {
  // A directory next to the repository, holding what an attacker wants to read.
  outside = await mkdtemp(path.join(tmpdir(), 'rigging-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), `${CANARY}\n`);
  await writeFile(path.join(outside, 'secret.libsonnet'), `{ value: '${CANARY}' }\n`);
  await writeFile(path.join(outside, 'envs.yaml'), `# ${CANARY}\nnot: [valid\n`);
  await writeFile(
    path.join(outside, 'pp.jsonnet'),
    `function(object) object + { data: { x: '${CANARY}' } }\n`,
  );
  await mkdir(path.join(outside, 'components'));
  await writeFile(path.join(outside, 'components', 'c.jsonnet'), configMap(CANARY));
});
afterAll(() => rm(outside, { recursive: true, force: true }));

/** A component that puts what `expr` reads into a ConfigMap, so a leak would show in the output. */
const reading = (expr: string) =>
  `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'leak' }, data: { v: ${expr} } }\n`;

/** Renders, expects the one refusal, and checks nothing read outside reached stdout or stderr. */
async function refused(dir: string, message: string | RegExp): Promise<string> {
  const r = await renderJson(dir, ['--env', 'dev']);
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toMatch(typeof message === 'string' ? literally(message) : message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  for (const text of [r.stdout, r.stderr]) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain('root:x:0:0');
    expect(text).not.toMatch(/\bPATH=/);
  }
  return r.stderr;
}

function literally(s: string): RegExp {
  return new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

describe('jsonnet imports stay inside the repository', () => {
  it('refuses importstr of /proc/self/environ, naming the file, line and path', async () => {
    const dir = await qbecApp({
      components: {
        'c.jsonnet': `// reads the runner's environment\n${reading("importstr '/proc/self/environ'")}`,
      },
    });
    const stderr = await refused(dir, 'importstr "/proc/self/environ" is outside the repository');
    expect(stderr).toContain('app/components/c.jsonnet:2:');
  });

  it('refuses a relative path that climbs out of the repository', async () => {
    const climb = '../../../../../../../../../../etc/os-release';
    const dir = await qbecApp({ components: { 'c.jsonnet': reading(`importstr '${climb}'`) } });
    await refused(dir, `importstr "${climb}" is outside the repository`);
  });

  it('refuses an absolute import of a file next to the repository, and an escaped spelling of it', async () => {
    const file = path.join(outside, 'secret.txt');
    const spelled = file.replace(/\//g, '\\u002f');
    for (const literal of [`'${file}'`, `"${spelled}"`, `@'${file}'`]) {
      const dir = await qbecApp({ components: { 'c.jsonnet': reading(`importstr ${literal}`) } });
      await refused(dir, `importstr "${file}" is outside the repository`);
    }
  });

  it('refuses a committed symlink to a file outside, and one to /etc/passwd', async () => {
    const dir = await qbecApp({ components: { 'c.jsonnet': reading("importstr 'data/secret.txt'") } });
    await mkdir(path.join(dir, 'app/components/data'));
    await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'app/components/data/secret.txt'));
    await refused(dir, 'importstr "data/secret.txt" is outside the repository');

    const passwd = await qbecApp({ components: { 'c.jsonnet': reading("importstr 'passwd'") } });
    await symlink('/etc/passwd', path.join(passwd, 'app/components/passwd'));
    await refused(passwd, 'importstr "passwd" is outside the repository');
  });

  it('follows `..` after a symlink as the OS does, not as text', async () => {
    // link/.. is the parent of the link's target, so link/../secret.txt is outside, although the
    // text `link/../secret.txt` would normalise to components/secret.txt.
    const dir = await qbecApp({ components: { 'c.jsonnet': reading("importstr 'link/../secret.txt'") } });
    await symlink(path.join(outside, 'components'), path.join(dir, 'app/components/link'));
    await writeFile(path.join(dir, 'app/components/secret.txt'), 'inside\n');
    await refused(dir, 'importstr "link/../secret.txt" is outside the repository');
  });

  it('reads the file the check judged when `..` follows a symlink that stays inside', async () => {
    // link -> sub/inner, so link/../x is sub/x (inside); the text would normalise to x, a symlink
    // out of the repository. The engine must read what the OS (and the check) finds: sub/x.
    const dir = await qbecApp({ components: { 'c.jsonnet': reading("importstr 'link/../x'") } });
    const components = path.join(dir, 'app/components');
    await mkdir(path.join(components, 'sub/inner'), { recursive: true });
    await writeFile(path.join(components, 'sub/x'), 'inside-sub\n');
    await symlink('sub/inner', path.join(components, 'link'));
    await symlink(path.join(outside, 'secret.txt'), path.join(components, 'x'));
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(r.stdout + r.stderr).not.toContain(CANARY);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json?.environments[0]?.objects[0]?.object.data).toEqual({ v: 'inside-sub\n' });
  });

  it('refuses what a library imports, at the library line', async () => {
    const dir = await qbecApp({
      components: { 'c.jsonnet': `local lib = import '../lib/lib.libsonnet';\n${reading('lib.v')}` },
      files: {
        'app/lib/lib.libsonnet': `{\n  v: importstr '${path.join(outside, 'secret.txt')}',\n}\n`,
      },
    });
    const stderr = await refused(dir, 'is outside the repository');
    expect(stderr).toContain('app/lib/lib.libsonnet:2:');
  });

  it('refuses importbin, and import of jsonnet outside', async () => {
    const bin = await qbecApp({
      components: { 'c.jsonnet': reading(`std.toString(importbin '${path.join(outside, 'secret.txt')}')`) },
    });
    await refused(bin, 'importbin');
    const code = await qbecApp({
      components: { 'c.jsonnet': reading(`(import '${path.join(outside, 'secret.libsonnet')}').value`) },
    });
    await refused(code, 'is outside the repository');
  });

  it('refuses anything under .git, where actions/checkout keeps the token', async () => {
    const dir = await qbecApp({
      components: { 'c.jsonnet': reading("importstr '../../.git/config'") },
      files: { '.git/config': `[http]\n\textraheader = AUTHORIZATION: basic ${CANARY}\n` },
    });
    await refused(dir, 'importstr "../../.git/config" is inside .git, which rigging never reads');
  });

  it('refuses a library path entry that resolves outside, whichever candidate jsonnet would open', async () => {
    const dir = await qbecApp({
      spec: { libPaths: ['vendor'] },
      components: { 'c.jsonnet': reading("(import 'secret.libsonnet').value") },
    });
    await symlink(outside, path.join(dir, 'app/vendor'));
    const stderr = await refused(dir, /outside the repository/);
    expect(stderr).toContain('libPaths "vendor" is outside the repository');
  });

  it('refuses a computed variable that imports a file outside', async () => {
    const dir = await qbecApp({
      spec: {
        vars: { computed: [{ name: 'v', code: `importstr '${path.join(outside, 'secret.txt')}'` }] },
      },
      components: { 'c.jsonnet': reading("std.extVar('v')") },
    });
    await refused(dir, 'is outside the repository');
  });

  it('still renders imports inside the repository, symlinks within it included', async () => {
    const dir = await qbecApp({
      components: {
        'c.jsonnet': `local lib = import 'shared/lib.libsonnet';\n${reading("lib.v + importstr 'shared/note.txt'")}`,
      },
      files: { 'app/lib/lib.libsonnet': "{ v: 'a' }\n", 'app/lib/note.txt': 'b' },
    });
    await symlink('../lib', path.join(dir, 'app/components/shared'));
    const objects = await renderOk(dir);
    expect(objects[0]?.object.data.v).toBe('ab');
  });

  it('passes over a library path candidate that would lie outside but does not exist, as libjsonnet does', async () => {
    // lib/../../params.libsonnet is above the repository, and missing: jsonnet opens the first one.
    const dir = await qbecApp({
      spec: { libPaths: ['../lib'] },
      components: { 'api/index.jsonnet': `local p = import '../../params.libsonnet';\n${reading('p.v')}` },
      files: { 'app/params.libsonnet': "{ v: 'p' }\n", 'lib/k.libsonnet': '{}\n' },
    });
    const objects = await renderOk(dir);
    expect(objects[0]?.object.data.v).toBe('p');
  });

  it('refuses a file it cannot read as jsonnet would, rather than evaluating it unchecked', async () => {
    const dir = await qbecApp({
      components: { 'c.jsonnet': `local x = import std.extVar('f');\n${configMap('c')}` },
    });
    await refused(dir, 'computed imports are not allowed');
  });
});

describe('qbec.yaml and rigging.yaml paths stay inside the repository', () => {
  it('refuses componentsDir, postProcessor and envFiles outside', async () => {
    const dir = await qbecApp({
      spec: {
        componentsDir: path.join(outside, 'components'),
        postProcessor: path.join(outside, 'pp.jsonnet'),
        envFiles: [path.join(outside, 'envs.yaml')],
      },
    });
    const stderr = await refused(dir, /componentsDir ".*" is outside the repository/);
    expect(stderr).toMatch(/postProcessor ".*pp\.jsonnet" is outside the repository/);
    expect(stderr).toMatch(/envFiles ".*envs\.yaml" is outside the repository/);
  });

  it('refuses a componentsDir that climbs out with ..', async () => {
    const dir = await qbecApp({
      spec: { componentsDir: `../../../../../../../../..${path.join(outside, 'components')}` },
    });
    await refused(dir, /componentsDir "\.\.\/.*" is outside the repository/);
  });

  it('refuses a qbec.yaml or an environment file that is a symlink to a file outside', async () => {
    const dir = await writeTree({ 'rigging.yaml': riggingYaml() });
    await mkdir(path.join(dir, 'app'));
    await symlink(path.join(outside, 'envs.yaml'), path.join(dir, 'app/qbec.yaml'));
    await refused(dir, 'app/qbec.yaml" is outside the repository');

    const envs = await qbecApp({
      spec: { envFiles: ['envs/*.yaml'] },
      components: { 'c.jsonnet': configMap('c') },
    });
    await mkdir(path.join(envs, 'app/envs'));
    await symlink(path.join(outside, 'envs.yaml'), path.join(envs, 'app/envs/dev.yaml'));
    await refused(envs, 'app/envs/dev.yaml" is outside the repository');
  });

  it('refuses a source path outside the repository without suggesting directories there', async () => {
    const dir = await writeTree({
      'rigging.yaml': riggingYaml({ path: '../../../../../../../etc' }),
      'app/qbec.yaml': qbecYaml(),
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toContain('"../../../../../../../etc" is outside the repository');
    expect(stderr).not.toContain('did you mean');

    const near = await writeTree({
      'rigging.yaml': riggingYaml({ path: `../${path.basename(outside)}x/components` }),
      'app/qbec.yaml': qbecYaml(),
    });
    const nearErr = await renderFails(near, ['--env', 'dev']);
    // The directory next to it, one letter away, is never offered.
    expect(nearErr).toContain('is outside the repository');
    expect(nearErr).not.toContain('did you mean');
  });
});

describe('trees exported from git', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' });

  it('keep committed symlinks from leading out, and bound a pipeline in a subdirectory by the repository', async () => {
    // rigging.yaml lives in deploy/; its source is ../app, inside the repository but outside deploy/.
    const repo = await writeTree({
      'deploy/rigging.yaml': riggingYaml({ path: '../app' }),
      'app/qbec.yaml': qbecYaml(),
      'app/components/c.jsonnet': configMap('c', { v: '1' }),
    });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');

    await writeFile(path.join(repo, 'app/components/c.jsonnet'), reading("importstr 'data/passwd'"));
    await mkdir(path.join(repo, 'app/components/data'));
    await symlink('../../../../../../../../../../etc/passwd', path.join(repo, 'app/components/data/passwd'));
    await symlink(path.join(outside, 'secret.txt'), path.join(repo, 'app/components/data/secret'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'head');

    const r = await run(path.join(repo, 'deploy'), [
      'diff',
      '--base',
      'HEAD~1',
      '--head',
      'HEAD',
      '-o',
      'markdown',
    ]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout + r.stderr).toContain('importstr "data/passwd" is outside the repository');
    expect(r.stdout + r.stderr).not.toContain('root:x:0:0');
    expect(r.stdout + r.stderr).not.toContain(CANARY);

    // The base side rendered: the subdirectory pipeline reads ../app from the exported tree.
    const base = await run(path.join(repo, 'deploy'), [
      'diff',
      '--base',
      'HEAD~1',
      '--head',
      'HEAD~1',
      '-o',
      'json',
    ]);
    expect(base.code, base.stderr).toBe(0);
  });
});
