// Lays out the public projects `npm run corpus` renders, from bare git mirrors, into the corpus
// directory (default /work/corpus, or RIGGING_CORPUS, or --dir). Nothing it writes belongs in this
// repository: the corpus is upstream code, kept beside it.
//
//   node scripts/corpus-prepare.mjs [--mirrors DIR] [--dir DIR] [--overlay DIR] [project...]
//
// --mirrors (default /work/.mirror, or RIGGING_MIRRORS) holds one bare repository per project at
// <owner>+<name>/repo (or <owner>+<name>.git). --overlay (default <dir>/_overlay) holds plain files
// laid out as <host>/<owner>/<repo>/<subdir>/... for a dependency whose repository is too big to
// mirror (grafana/grafana's grafana-mixin): they are copied into vendor/ as they are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { boshManifests } from './corpus-bosh-manifests.mjs';
import { corpusDir, mirrorGitDir } from './corpus-paths.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const mirrors = option('--mirrors') ?? process.env.RIGGING_MIRRORS ?? '/work/.mirror';
const dir = corpusDir(option('--dir'));
const overlay = option('--overlay') ?? path.join(dir, '_overlay');
const wanted = new Set(args);

const git = (gitDir, ...rest) =>
  execFileSync('git', ['--git-dir', gitDir, ...rest], {
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** The commit to use: the pinned one when the mirror has it, else the mirror's HEAD. */
function pick(gitDir, pinned) {
  if (pinned) {
    try {
      git(gitDir, 'cat-file', '-e', `${pinned}^{commit}`);
      return { commit: pinned, pinned: true };
    } catch {}
  }
  return { commit: git(gitDir, 'rev-parse', 'HEAD').toString().trim(), pinned: false };
}

/** Extracts `subdir` (or the whole tree) of `commit` under `into`, keeping the subdir's path. */
function extract(gitDir, commit, subdir, into) {
  fs.mkdirSync(into, { recursive: true });
  const tar = git(gitDir, 'archive', '--format=tar', commit, ...(subdir ? [subdir] : []));
  execFileSync('tar', ['-x', '-C', into], { input: tar, maxBuffer: 1 << 30 });
}

function hasPath(gitDir, commit, subdir) {
  if (!subdir) return true;
  try {
    git(gitDir, 'cat-file', '-e', `${commit}:${subdir}`);
    return true;
  } catch {
    return false;
  }
}

function fresh(target) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
}

const notes = [];
const note = (line) => {
  notes.push(line);
  console.log(line);
};

// ---------------------------------------------------------------------------------------------
// kube-prometheus with its jsonnet-bundler vendor/ directory, the way `jb install` lays it out:
// vendor/<host>/<owner>/<repo>/<subdir> per locked dependency, a legacy symlink
// vendor/<name or basename(subdir) or repo> -> <host>/<owner>/<repo>/<subdir> (the first one wins,
// as jb skips a name already taken), and each local dependency as vendor/<basename> -> its dir.
function kubePrometheus() {
  const gitDir = mirrorGitDir(mirrors, 'prometheus-operator/kube-prometheus');
  if (!gitDir) return note('kube-prometheus: skipped (no mirror of prometheus-operator/kube-prometheus)');
  const root = path.join(dir, 'kube-prometheus');
  fresh(root);
  const head = pick(gitDir, undefined);
  extract(gitDir, head.commit, '', root);
  const pins = [`prometheus-operator/kube-prometheus ${head.commit} (HEAD)`];
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'jsonnetfile.lock.json'), 'utf8'));
  const vendor = path.join(root, 'vendor');
  fs.mkdirSync(vendor, { recursive: true });
  const missing = [];
  const links = [];
  const fallbacks = [];
  for (const dep of lock.dependencies) {
    const local = dep.source.local;
    if (local) {
      links.push({ name: path.basename(local.directory), target: path.join('..', local.directory) });
      continue;
    }
    const remote = dep.source.git.remote.replace(/\.git$/, '');
    const m = /^https:\/\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(remote);
    if (!m) throw new Error(`unexpected remote ${remote}`);
    const [, host, owner, repo] = m;
    const subdir = (dep.source.git.subdir ?? '').replace(/^\/+/, '');
    const pkg = path.join(host, owner, repo, subdir);
    links.push({ name: dep.name || path.basename(`${repo}/${subdir}`), target: pkg });
    const depGit = mirrorGitDir(mirrors, `${owner}/${repo}`);
    const into = path.join(vendor, host, owner, repo);
    const use = depGit && pick(depGit, dep.version);
    if (use && !hasPath(depGit, use.commit, subdir)) {
      missing.push(pkg);
      pins.push(`${pkg} MISSING (pinned ${dep.version} absent; ${subdir} not in ${use.commit})`);
      continue;
    }
    if (use) {
      extract(depGit, use.commit, subdir, into);
      if (!use.pinned) fallbacks.push({ gitDir: depGit, commit: use.commit, host, owner, repo, pkg });
      pins.push(`${pkg} ${use.commit} (${use.pinned ? 'pinned' : `HEAD; pinned ${dep.version} absent`})`);
      continue;
    }
    const stand = path.join(overlay, pkg);
    if (fs.existsSync(stand)) {
      fs.cpSync(stand, path.join(vendor, pkg), { recursive: true });
      pins.push(`${pkg} from ${stand} (overlay; pinned ${dep.version})`);
      continue;
    }
    missing.push(pkg);
    pins.push(`${pkg} MISSING (pinned ${dep.version})`);
  }
  // A package taken at HEAD may import a sibling directory of its own repository that the lock,
  // made at the pinned commit, does not name (grafonnet-latest imports the newest gen/ version).
  for (const fb of fallbacks) {
    const prefix = `${fb.host}/${fb.owner}/${fb.repo}/`;
    for (const file of walk(path.join(vendor, fb.pkg))) {
      if (!/\.(lib)?sonnet$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import(?:str|bin)?\s*['"]([^'"]+)['"]/g)) {
        if (!m[1].startsWith(prefix) || fs.existsSync(path.join(vendor, m[1]))) continue;
        const sub = path.posix.dirname(m[1].slice(prefix.length));
        if (!hasPath(fb.gitDir, fb.commit, sub)) continue;
        extract(fb.gitDir, fb.commit, sub, path.join(vendor, fb.host, fb.owner, fb.repo));
        pins.push(`${prefix}${sub} ${fb.commit} (HEAD; imported by ${fb.pkg} at HEAD)`);
      }
    }
  }
  for (const { name, target } of links) {
    const at = path.join(vendor, name);
    if (fs.existsSync(at) || isLink(at) || !fs.existsSync(path.join(vendor, target))) continue;
    fs.symlinkSync(target, at);
  }
  writeKubePrometheusPipeline(root);
  fs.writeFileSync(path.join(root, 'CORPUS-PINS.txt'), `${pins.join('\n')}\n`);
  note(
    `kube-prometheus: ${root} (${lock.dependencies.length} locked dependencies${
      missing.length ? `; missing: ${missing.join(', ')}` : ''
    }; commits in CORPUS-PINS.txt)`,
  );
}

function* walk(at) {
  for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
    const full = path.join(at, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function isLink(at) {
  try {
    return fs.lstatSync(at).isSymbolicLink();
  } catch {
    return false;
  }
}

// example.jsonnet as a qbec app: one component importing it, vendor/ on the library path.
function writeKubePrometheusPipeline(root) {
  const app = path.join(root, 'corpus-app');
  fs.mkdirSync(path.join(app, 'components'), { recursive: true });
  fs.writeFileSync(
    path.join(app, 'qbec.yaml'),
    [
      'apiVersion: qbec.io/v1alpha1',
      'kind: App',
      'metadata:',
      '  name: kube-prometheus',
      'spec:',
      '  libPaths: [../vendor]',
      '  environments:',
      '    default:',
      '      server: https://kubernetes.example:6443',
      '      defaultNamespace: monitoring',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(app, 'components', 'example.jsonnet'), "import '../../example.jsonnet'\n");
  fs.writeFileSync(
    path.join(root, 'rigging.yaml'),
    [
      'apiVersion: rigging.dev/v1alpha1',
      'kind: Pipeline',
      'metadata: { name: kube-prometheus }',
      'spec:',
      '  environments:',
      '    default: { target: corpus }',
      '  sources:',
      '    - { name: kube-prometheus, type: qbec, path: corpus-app }',
      '',
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// Plain snapshots: the HEAD tree of each repository, for the BOSH, Landscaper and JaaS projects.
function snapshot(slug, name, subdir = '') {
  const gitDir = mirrorGitDir(mirrors, slug);
  if (!gitDir) {
    note(`${name}: skipped (no mirror of ${slug})`);
    return undefined;
  }
  const root = path.join(dir, name);
  fresh(root);
  const head = pick(gitDir, undefined);
  extract(gitDir, head.commit, subdir, root);
  fs.writeFileSync(path.join(root, 'CORPUS-PINS.txt'), `${slug} ${head.commit} (HEAD)\n`);
  note(`${name}: ${root} (${slug} at ${head.commit.slice(0, 12)})`);
  return root;
}

// ---------------------------------------------------------------------------------------------
// BOSH: the jobs of the Cloud Foundry releases, laid out as rigging's `releases` directory
// (<release>/jobs/<job>/), and small deployments of them written here (corpus-bosh-manifests.mjs).
function boshDeployments() {
  const releases = {
    routing: 'cloudfoundry/routing-release',
    postgres: 'cloudfoundry/postgres-release',
    nats: 'cloudfoundry/nats-release',
    diego: 'cloudfoundry/diego-release',
    'garden-runc': 'cloudfoundry/garden-runc-release',
    credhub: 'pivotal/credhub-release',
    'bosh-dns': 'cloudfoundry/bosh-dns-release',
    'loggregator-agent': 'cloudfoundry/loggregator-agent-release',
    uaa: 'cloudfoundry/uaa-release',
    capi: 'cloudfoundry/capi-release',
  };
  const root = path.join(dir, 'bosh');
  fresh(root);
  const pins = [];
  for (const [name, slug] of Object.entries(releases)) {
    const gitDir = mirrorGitDir(mirrors, slug);
    if (!gitDir) {
      pins.push(`${slug} MISSING`);
      continue;
    }
    const head = pick(gitDir, undefined);
    extract(gitDir, head.commit, 'jobs', path.join(root, 'releases', name));
    // capi-release's jobs share templates through symlinks to ../../../shared_job_templates/,
    // which `bosh create-release` follows: lay them out beside jobs/ so the links resolve.
    if (hasPath(gitDir, head.commit, 'shared_job_templates'))
      extract(gitDir, head.commit, 'shared_job_templates', path.join(root, 'releases', name));
    pins.push(`${slug} ${head.commit} (HEAD) as releases/${name}`);
  }
  for (const [file, text] of Object.entries(boshManifests)) fs.writeFileSync(path.join(root, file), text);
  fs.writeFileSync(path.join(root, 'CORPUS-PINS.txt'), `${pins.join('\n')}\n`);
  note(`bosh: ${root} (${pins.length} releases; ${Object.keys(boshManifests).length} files written)`);
}

const projects = {
  'kube-prometheus': kubePrometheus,
  'landscaper-examples': () => snapshot('gardener/landscaper-examples', 'landscaper-examples'),
  jaas: () => snapshot('metio/jaas', 'jaas'),
  bosh: boshDeployments,
  'bosh-src': () => snapshot('cloudfoundry/bosh', 'bosh-src', 'src/bosh-common'),
};

fs.mkdirSync(dir, { recursive: true });
for (const [name, prepare] of Object.entries(projects)) {
  if (wanted.size && !wanted.has(name)) continue;
  prepare();
}
