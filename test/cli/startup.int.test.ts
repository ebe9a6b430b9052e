// Start-up is most of a small command's time, so the CLI's bundle is split at every `import()` and
// a command loads only what it runs (scripts/build.mjs; the times are in bench/startup.ts). These
// tests read which source files a fresh build's chunks hold and which chunks and built-in modules
// a command's entry requires before it runs, so they hold whatever the machine's speed.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkLoader } from '../../src/cli/chunk-loader';
import type { Diagnostic } from '../../src/model/types';

const root = path.resolve(__dirname, '../..');
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const out = mkdtempSync(path.join(tmpdir(), 'rigging-startup-build-'));
const cli = path.join(out, 'cli');
afterAll(() => rmSync(out, { recursive: true, force: true }));

beforeAll(() => {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--outdir', out, '--js-only'], {
    cwd: root,
  });
}, 120_000);

/** A file of the build as it is on disk. */
const fileText = (file: string) => readFileSync(path.join(cli, file), 'utf8');

/** A pack's member functions by chunk name: the line heading each, as scripts/build.mjs writes it. */
const MEMBER = /^"([\w.-]+\.js)": function \(exports, require, module, __filename, __dirname\) \{$/gm;

/**
 * Each chunk's code by name. The build writes chunks that always load together as one file, a
 * pack (named after one of them; packs.json names the others' file), which defines a function per chunk.
 */
let chunkTexts: Map<string, string> | undefined;
function chunks(): Map<string, string> {
  if (chunkTexts !== undefined) return chunkTexts;
  chunkTexts = new Map();
  for (const file of readdirSync(cli).filter((f) => f.endsWith('.js') && f !== 'index.js')) {
    const content = fileText(file);
    const heads = [...content.matchAll(MEMBER)];
    expect(heads.length, file).toBeGreaterThan(0);
    for (const [i, head] of heads.entries())
      chunkTexts.set(head[1] as string, content.slice(head.index, heads[i + 1]?.index ?? content.length));
  }
  return chunkTexts;
}

/** A chunk's code. */
const text = (chunk: string) => {
  const found = chunks().get(chunk);
  expect(found, chunk).toBeDefined();
  return found as string;
};

/** The file holding a chunk: the pack a loader compiles it with, and has a code cache entry for. */
const packOf = (chunk: string): string => {
  const packs = JSON.parse(fileText('packs.json')) as Record<string, string>;
  return packs[chunk] ?? chunk;
};

/**
 * What a chunk requires as it loads, before any of its code runs: `var import_x = require("...")`
 * at the top level (a `require` inside a function, or an `import()`, waits for its call).
 */
function topRequires(chunk: string): string[] {
  return [...text(chunk).matchAll(/^var \w+ = (?:__toESM\()?require\("([^"]+)"\)/gm)].map(
    (m) => m[1] as string,
  );
}

/** The chunks a chunk requires before its code runs. */
function staticImports(chunk: string): string[] {
  return topRequires(chunk).flatMap((id) => (id.startsWith('./') ? [id.slice(2)] : []));
}

/** The chunk holding `source` (the build heads each chunk with its sources, a `// path` line each). */
function chunkOf(source: string): string {
  const found = [...chunks().keys()].filter((f) => modulesIn(f).includes(source));
  expect(found, source).toHaveLength(1);
  return found[0] as string;
}

/**
 * Source files in a chunk, relative to the project (node_modules/... for packages), and the
 * built-in modules it requires as it loads (`node:crypto`).
 */
function modulesIn(chunk: string): string[] {
  const sources = [...text(chunk).matchAll(/^\/\/ (\S+\.[cm]?[jt]s)$/gm)].map((m) =>
    (m[1] as string).replace(/^(?:\.\.\/)*(?:[^/]+\/)*?node_modules\//, 'node_modules/'),
  );
  return [...sources, ...topRequires(chunk).filter((id) => id.startsWith('node:'))];
}

/** The chunks loaded once `entry` is: its static import closure. */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  for (let chunk = todo.pop(); chunk !== undefined; chunk = todo.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    todo.push(...staticImports(chunk));
  }
  return seen;
}

/** Every source file loaded once `entries` are imported: their static import closure. */
function loaded(...entries: string[]): Set<string> {
  const seen = new Set(entries.flatMap((entry) => [...reachedFrom(entry)]));
  return new Set([...seen].flatMap(modulesIn));
}

const matching = (modules: Set<string>, prefixes: string[]) =>
  [...modules].filter((m) => prefixes.some((p) => m.startsWith(p)));

// What no command of the CLI needs before it knows it renders: the engines, the parsers, the checkers.
const RENDERING = [
  'node_modules/ajv',
  'node_modules/yaml',
  'node_modules/re2js',
  'node_modules/@marcbachmann/cel-js',
  'node_modules/diff/',
  'node_modules/tar-stream',
  'src/config/parse.ts',
  'src/render/jsonnet/',
  'src/render/pipeline.ts',
  'src/template/',
  // Some twenty internal modules each: a render needs them, `--version` does not.
  'node:crypto',
  'node:fs/promises',
  'node:child_process',
];

/** A one-snippet pipeline, bench/startup.ts's: a render loads the YAML, schema and engine chunks. */
let repo: string | undefined;
function snippetRepo(): string {
  if (repo !== undefined) return repo;
  repo = path.join(out, 'repo');
  mkdirSync(path.join(repo, 'snippets'), { recursive: true });
  mkdirSync(path.join(repo, '.git'));
  writeFileSync(
    path.join(repo, 'rigging.yaml'),
    [
      'apiVersion: rigging.dev/v1alpha1',
      'kind: Pipeline',
      'metadata: { name: startup }',
      'spec:',
      '  environments: { dev: {} }',
      '  sources:',
      '    - { name: hello, type: snippet, path: snippets, defaultServiceAccount: jaas }',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(repo, 'snippets', 'hello.yaml'),
    [
      'apiVersion: jaas.metio.wtf/v1',
      'kind: JsonnetSnippet',
      'metadata: { name: hello, namespace: default }',
      'spec:',
      '  files:',
      '    main.jsonnet: |',
      "      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'hello', namespace: 'default' }, data: { greeting: std.asciiUpper('hello') } }",
      '',
    ].join('\n'),
  );
  return repo;
}

describe("the CLI's start-up", () => {
  it('runs from the split build', () => {
    const r = spawnSync(process.execPath, [path.join(cli, 'index.js'), '--version'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`rigging ${version}\n`);
  });

  it('prints the usage on stderr and exits 2 from the split build when given no arguments', () => {
    const r = spawnSync(process.execPath, [path.join(cli, 'index.js')], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: rigging <command>/);
  });

  it('evaluates on a deep-stack thread started from the split build, which knows itself by its argument', () => {
    // More frames than the main thread's stack holds: the engine hands the evaluation to a thread
    // running this same bundle (deep-stack.ts), which loads the thread's code only once it sees
    // its argument.
    const program = 'local f(n) = if n == 0 then 0 else 1 + f(n - 1); f(20000)';
    const r = spawnSync(
      process.execPath,
      [path.join(cli, 'index.js'), 'eval', '-s', '30000', '-e', program],
      {
        encoding: 'utf8',
      },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('20000\n');
  });

  it('loads no renderer, engine, YAML or schema code before a command needs it (--version, help, usage errors)', () => {
    const modules = loaded('main.js');
    expect(modules).toContain('src/cli/main.ts');
    expect(modules).toContain('node:util');
    // The jsonnet modules an entry point needs, no engine code: whether this thread is a deep-stack
    // evaluation and the bundle such a thread starts; where parses are kept between runs.
    const setups = [
      'src/render/jsonnet/rigging/deep-stack-setup.ts',
      'src/render/jsonnet/rigging/parse-store-setup.ts',
    ];
    for (const setup of setups) expect(modules).toContain(setup);
    expect(matching(modules, RENDERING).filter((m) => !setups.includes(m))).toEqual([]);
    expect(matching(modules, ['node:worker_threads', 'node:v8'])).toEqual([]);
  });

  it("evaluates `rigging eval -e '{}'` without the modules only some programs or commands need", () => {
    const modules = loaded(
      'main.js',
      chunkOf('src/cli/commands/eval.ts'),
      chunkOf('src/render/jsonnet/rigging/engine.ts'),
    );
    expect(modules).toContain('src/render/jsonnet/rigging/std/index.ts');
    // Each some twenty internal modules: std's digests, the async file reads a render makes, the
    // diff's worker thread, the heap check of a long array.
    expect(
      matching(modules, [
        'node:crypto',
        'node:fs/promises',
        'node:worker_threads',
        'node:v8',
        'node:child_process',
      ]),
    ).toEqual([]);
    // Required where a program first calls std.md5 and the like instead.
    expect(text(chunkOf('src/model/node-crypto.ts'))).toContain('__require)("node:crypto")');
  });

  it("checks YAML with validators ajv compiled at build time, not at each command's start", () => {
    // src/schema/precompiled.ts has none; the build puts ajv's standalone code in its place.
    expect(text(chunkOf('src/schema/precompiled.ts'))).toMatch(/function validate\d+\(/);
  });

  it("renders a pipeline of snippets without the other source types' code, other engines, Go templates or CEL", () => {
    const modules = loaded(
      'main.js',
      chunkOf('src/config/load.ts'),
      chunkOf('src/cli/commands/render.ts'),
      chunkOf('src/render/snippet/renderer.ts'),
    );
    expect(modules).toContain('src/render/jsonnet/rigging/engine.ts');
    expect(
      matching(modules, [
        'src/render/qbec/renderer.ts',
        'src/render/blueprint/renderer.ts',
        'src/render/bosh/renderer.ts',
        'src/render/stack/renderer.ts',
        'src/template/',
        'src/cli/commands/diff.ts',
        // Validators compiled at build time, checking rigging's own patterns natively
        // (src/schema/linear-pattern.ts): neither ajv's compiler nor RE2 is needed.
        'node_modules/re2js',
        'node_modules/ajv/dist/core.js',
        'node_modules/ajv/dist/compile/',
        'src/schema/compile-now.ts',
        'src/schema/re2-regexp.ts',
        'node_modules/@marcbachmann/cel-js',
        'node_modules/diff/',
        'node_modules/tar-stream',
        // libjsonnet's engines and Ruby's, imported when a render first asks for them (engines.ts)
        'src/render/jsonnet/isolated.ts',
        'src/render/jsonnet/libjsonnet.ts',
        'src/render/jsonnet/confine.ts',
        'src/render/bosh/ruby/',
        'node:child_process',
        'node:readline',
        'node:zlib',
        // Each some twenty internal modules: hashes and keys are made when first asked for (an
        // artifact's revision, a Secret's token), files read through node:fs's callbacks.
        'node:crypto',
        'node:fs/promises',
        'node:perf_hooks',
      ]),
    ).toEqual([]);
  });

  /**
   * Renders the one-snippet pipeline from a script that requires the bin, and returns what
   * `report` (the body of a function run at exit) writes on stderr.
   */
  function renderReporting(report: string): string {
    // A script, not `node -e`, which loads node:crypto itself.
    const script = path.join(out, 'probe.cjs');
    const probe = `process.on('exit', () => require('node:fs').writeSync(2, (() => { ${report} })()));`;
    writeFileSync(script, `${probe}\nrequire(${JSON.stringify(path.join(cli, 'index.js'))});\n`);
    const r = spawnSync(process.execPath, [script, 'render'], {
      cwd: snippetRepo(),
      env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
      encoding: 'utf8',
    });
    expect(r.stdout).toContain('greeting: HELLO');
    return r.stderr;
  }

  it('renders a one-snippet pipeline without loading node:crypto, node:fs/promises or perf_hooks', () => {
    // What the run itself loads, property reads (fs.promises, the performance global) included.
    const loaded = renderReporting(
      'return JSON.stringify(process.moduleLoadList.filter((m) => /^NativeModule (crypto|fs\\/promises|perf_hooks)$/.test(m)));',
    );
    expect(loaded).toBe('[]');
  });

  it("checks YAML against a schema the build did not compile with ajv's compiler, a chunk required only then", () => {
    const validate = chunkOf('src/schema/validate.ts');
    // Neither ajv's compiler nor RE2 loads with the validators compiled ahead...
    expect(
      matching(loaded(validate), [
        'node_modules/ajv/dist/compile/',
        'node_modules/re2js',
        'src/schema/compile-now.ts',
      ]),
    ).toEqual([]);
    expect(loaded('schema-compile.js')).toContain('src/schema/compile-now.ts');
    // ...but a schema they lack is compiled, its patterns on RE2, by the chunk the validators require by name.
    const load = chunkLoader(cli, Module.createRequire(path.join(cli, 'index.js')), undefined, 'test');
    const { validateYaml } = load(`./${validate}`) as {
      validateYaml: (parsed: unknown, schema: object) => Diagnostic[];
    };
    const { parseYamlFile } = load(`./${chunkOf('src/schema/parse.ts')}`) as {
      parseYamlFile: (file: string, text: string, source: string) => unknown;
    };
    const schema = { type: 'object', properties: { name: { type: 'string', pattern: '^(a+)+$' } } };
    const hostile = parseYamlFile('x.yaml', `name: ${'a'.repeat(40)}!\n`, 'test');
    expect(validateYaml(hostile, schema).map((d) => [d.line, d.column, d.message])).toEqual([
      [1, 7, `name: invalid value "${'a'.repeat(40)}!": must match the pattern ^(a+)+$`],
    ]);
    expect(validateYaml(parseYamlFile('x.yaml', 'name: aaa\n', 'test'), schema)).toEqual([]);
  });

  it("loads the chunks by their names, not through Node's module loader (no resolving, stat or realpath of each)", () => {
    const known = renderReporting(
      `return JSON.stringify(Object.keys(require.cache).filter((f) => f.startsWith(${JSON.stringify(cli)})));`,
    );
    expect(JSON.parse(known)).toEqual([path.join(cli, 'index.js')]);
  });
});

describe("the CLI's code cache", () => {
  const RENDERED =
    '---\napiVersion: v1\ndata:\n  greeting: HELLO\nkind: ConfigMap\nmetadata:\n  name: hello\n  namespace: default\n';

  function render(env: NodeJS.ProcessEnv): void {
    const clean = { ...process.env, ...env };
    delete clean.NODE_OPTIONS;
    if (!('NODE_DISABLE_COMPILE_CACHE' in env)) delete clean.NODE_DISABLE_COMPILE_CACHE;
    const r = spawnSync(process.execPath, [path.join(cli, 'index.js'), 'render'], {
      cwd: snippetRepo(),
      env: clean,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(RENDERED);
  }

  const entriesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  /** The entry of a chunk a render loaded: the command, its pack's file name and identity on disk. */
  const entryOf = (dir: string, chunk: string) => {
    const found = entriesIn(dir).filter((e) => e.startsWith(`render.${packOf(chunk)}.`));
    expect(found, chunk).toHaveLength(1);
    return path.join(dir, found[0] as string);
  };
  const cacheDir = (base: string) => path.join(base, `rigging-${process.version}-${process.arch}`);

  it('keeps, in a private directory, the code of each chunk a run loaded as it stood when the run ended', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      render({ NODE_COMPILE_CACHE: base });
      const dir = cacheDir(base);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const engine = chunkOf('src/render/jsonnet/rigging/engine.ts');
      for (const chunk of ['main.js', chunkOf('node_modules/yaml/dist/index.js'), engine])
        expect(statSync(entryOf(dir, chunk)).mode & 0o777).toBe(0o600);
      // Nor of RE2 or ajv's compiler: rigging's own patterns run natively (linear-pattern.ts).
      for (const source of ['node_modules/re2js/build/index.js', 'src/schema/compile-now.ts'])
        expect(
          entriesIn(dir).filter((e) => e.includes(`.${packOf(chunkOf(source))}.`)),
          source,
        ).toEqual([]);
      // No chunk of another command's, and never the bin (Node's own loader runs it).
      expect(entriesIn(dir).filter((e) => e.includes(packOf(chunkOf('src/cli/commands/diff.ts'))))).toEqual(
        [],
      );
      expect(entriesIn(dir).filter((e) => e.includes('index.js'))).toEqual([]);
      // V8's cache of the engine just compiled holds its top level only; the run's holds every
      // function the evaluation called besides.
      const pack = packOf(engine);
      const compiledOnly = new Script(fileText(pack), { filename: path.join(cli, pack) }).createCachedData();
      expect(readFileSync(entryOf(dir, engine)).length).toBeGreaterThan(2 * compiledOnly.length);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('compiles the chunks that always load together as one Script with one entry: `--version` compiles main.js alone', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: base };
      delete env.NODE_DISABLE_COMPILE_CACHE;
      const r = spawnSync(process.execPath, [path.join(cli, 'index.js'), '--version'], {
        env,
        encoding: 'utf8',
      });
      expect(r.stdout).toBe(`rigging ${version}\n`);
      const reached = reachedFrom('main.js');
      expect(reached.size).toBeGreaterThan(5);
      for (const chunk of reached) expect(packOf(chunk), chunk).toBe('main.js');
      expect(entriesIn(cacheDir(base)).map((e) => e.split('.').slice(0, 3).join('.'))).toEqual([
        'other.main.js',
      ]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('packs no chunk that a run may not load: the members of a pack are reached from the same entries', () => {
    // Entries: main.js, which every run loads first, the build's other entry, and each import().
    const entries = new Set(['main.js', 'schema-compile.js']);
    for (const code of chunks().values())
      for (const m of code.matchAll(
        /Promise\.resolve\(\)\.then\(\(\) => (?:__toESM\()?require\("\.\/([^"]+)"\)/g,
      ))
        entries.add(m[1] as string);
    const main = reachedFrom('main.js');
    const from = new Map<string, string[]>();
    for (const entry of [...entries].sort())
      for (const chunk of reachedFrom(entry)) from.set(chunk, [...(from.get(chunk) ?? []), entry]);
    const byPack = new Map<string, Set<string>>();
    for (const chunk of chunks().keys()) {
      const key = main.has(chunk) ? 'main.js' : (from.get(chunk) ?? []).join(' ');
      byPack.set(packOf(chunk), (byPack.get(packOf(chunk)) ?? new Set()).add(key));
    }
    for (const [pack, keys] of byPack) expect([...keys], pack).toHaveLength(1);
    // And each pack file exists: a chunk's file is its own name or the pack packs.json names.
    for (const chunk of chunks().keys()) expect(existsSync(path.join(cli, packOf(chunk))), chunk).toBe(true);
  });

  it('renders alike from the cache, and compiles afresh a chunk whose entry V8 rejects', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      render({ NODE_COMPILE_CACHE: base });
      const entry = entryOf(cacheDir(base), chunkOf('node_modules/yaml/dist/index.js'));
      const cached = readFileSync(entry);
      render({ NODE_COMPILE_CACHE: base });
      // Read, not written again: the entry V8 accepted stays as it was.
      expect(readFileSync(entry).equals(cached)).toBe(true);
      writeFileSync(entry, Buffer.alloc(cached.length, 0x5a));
      render({ NODE_COMPILE_CACHE: base });
      expect(readFileSync(entry).equals(cached)).toBe(false);
      expect(readFileSync(entry).subarray(0, 16).equals(cached.subarray(0, 16))).toBe(true);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('never runs the code of another copy whose chunk has the same name, size and time (two packed releases)', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      // npm pack gives every file one fixed mtime: two releases differ here in content alone.
      const versioned = readdirSync(cli).find((f) => fileText(f).includes(`"${version}"`)) as string;
      const other = version.replace(/\d/g, '9');
      expect(other).toHaveLength(version.length);
      const copies = ['first', 'second'].map((name) => {
        const dir = path.join(base, name);
        cpSync(cli, dir, { recursive: true });
        return dir;
      });
      const [first, second] = copies as [string, string];
      const file = path.join(second, versioned);
      writeFileSync(file, readFileSync(file, 'utf8').replace(`"${version}"`, `"${other}"`));
      const when = new Date('1985-10-26T08:15:00Z');
      for (const dir of copies) utimesSync(path.join(dir, versioned), when, when);
      const run = (dir: string) =>
        spawnSync(process.execPath, [path.join(dir, 'index.js'), '--version'], {
          env: { ...process.env, NODE_COMPILE_CACHE: base, NODE_DISABLE_COMPILE_CACHE: '' },
          encoding: 'utf8',
        }).stdout;
      // Run twice so the first copy's entries are written and then read back.
      for (let i = 0; i < 2; i++) expect(run(first)).toContain(version);
      expect(run(second)).toContain(other);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("keeps each command's entries apart: `eval -e '{}'` leaves the engine's code of a render as it was", () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      render({ NODE_COMPILE_CACHE: base });
      const dir = cacheDir(base);
      const engine = chunkOf('src/render/jsonnet/rigging/engine.ts');
      const rendered = readFileSync(entryOf(dir, engine));
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: base };
      delete env.NODE_DISABLE_COMPILE_CACHE;
      const r = spawnSync(process.execPath, [path.join(cli, 'index.js'), 'eval', '-e', '{}'], {
        env,
        encoding: 'utf8',
      });
      expect(r.stdout).toBe('{ }\n');
      expect(entriesIn(dir).filter((e) => e.startsWith(`eval.${packOf(engine)}.`))).toHaveLength(1);
      expect(readFileSync(entryOf(dir, engine)).equals(rendered)).toBe(true);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('keeps the parse of a Jsonnet file beside the code, and renders alike from it or past a corrupt entry', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      // A file big enough to be kept (parse-store.ts), in a repository of its own.
      const repo = path.join(base, 'repo');
      mkdirSync(path.join(repo, 'snippets'), { recursive: true });
      mkdirSync(path.join(repo, '.git'));
      writeFileSync(path.join(repo, 'rigging.yaml'), readFileSync(path.join(snippetRepo(), 'rigging.yaml')));
      const padding = Array.from(
        { length: 40 },
        (_, i) => `      // line ${i} of a comment long enough to keep`,
      );
      writeFileSync(
        path.join(repo, 'snippets', 'hello.yaml'),
        [
          ...readFileSync(path.join(snippetRepo(), 'snippets', 'hello.yaml'), 'utf8')
            .trimEnd()
            .split('\n'),
          ...padding,
          '',
        ].join('\n'),
      );
      const run = () => {
        const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: base };
        delete env.NODE_DISABLE_COMPILE_CACHE;
        delete env.NODE_OPTIONS;
        const r = spawnSync(process.execPath, [path.join(cli, 'index.js'), 'render'], {
          cwd: repo,
          env,
          encoding: 'utf8',
        });
        expect(r.stderr).toBe('');
        expect(r.stdout).toBe(RENDERED);
      };
      run();
      const dir = path.join(cacheDir(base), 'parse');
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      // The first run leaves a marker, the second the parse.
      expect(entriesIn(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.seen$/)]);
      run();
      expect(entriesIn(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      const entry = path.join(dir, entriesIn(dir)[0] as string);
      expect(statSync(entry).mode & 0o777).toBe(0o600);
      const kept = readFileSync(entry, 'utf8');
      expect(kept).toContain('"greeting"');
      run();
      expect(readFileSync(entry, 'utf8')).toBe(kept);
      // Another value under the same hash line: passed over, the file parsed, the entry written anew.
      writeFileSync(entry, kept.replace('HELLO', 'hello').replace('"asciiUpper"', '"asciiLower"'));
      run();
      expect(readFileSync(entry, 'utf8')).toBe(kept);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('reads and writes no cache in a directory another user may write to, nor when caches are off', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'rigging-code-cache-'));
    try {
      const dir = cacheDir(base);
      mkdirSync(dir);
      chmodSync(dir, 0o777);
      // Would be code run as the user's, were it read.
      writeFileSync(path.join(dir, 'planted'), 'x');
      render({ NODE_COMPILE_CACHE: base });
      expect(entriesIn(dir)).toEqual(['planted']);
      // Nor in a private one inside a directory others may write to: they could swap it for theirs.
      chmodSync(dir, 0o700);
      chmodSync(base, 0o777);
      render({ NODE_COMPILE_CACHE: base });
      expect(entriesIn(dir)).toEqual(['planted']);
      chmodSync(base, 0o700);
      const off = path.join(base, 'off');
      render({ NODE_COMPILE_CACHE: off, NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(existsSync(cacheDir(off))).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
