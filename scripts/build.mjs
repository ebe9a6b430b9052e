// Builds the committed bundles: dist/{action,cli,lambda}/index.js, the jsonnet addon in dist/native/
// (GitHub runs the action with no node_modules), the Ruby worker and compressed ruby.wasm in dist/ruby/
// and THIRD_PARTY_NOTICES for what the bundles carry.
// `--outdir DIR --js-only` builds elsewhere without native assets or the wasm; the dist check test uses it.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--outdir');
const outdir = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(root, 'dist');
const jsOnly = args.includes('--js-only');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const schemasModule = await precompiledSchemasModule();
const common = {
  plugins: [precompiledSchemas(schemasModule)],
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  define: { RIGGING_BUNDLED: 'true', RIGGING_VERSION: JSON.stringify(pkg.version) },
  // Loaded from dist/native at run time (see src/render/jsonnet/binding.ts), never bundled.
  external: ['@hanazuki/node-jsonnet'],
};

const entries = [
  { name: 'action', entry: 'src/action/index.ts' },
  // Minified: a cold start parses the whole file. Names are kept for error names and stack traces.
  { name: 'lambda', entry: 'lambda/index.ts', minify: true },
];

const packages = new Map();
const learnPackages = (metafile) => {
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) packages.set(m[1], path.join(root, input.slice(0, m.index + m[0].length)));
  }
};
for (const { name, entry, minify = false } of entries) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [entry],
    outfile: path.join(outdir, name, 'index.js'),
    format: 'cjs',
    minify,
    keepNames: minify,
  });
  learnPackages(result.metafile);
}
learnPackages(await buildCli(path.join(outdir, 'cli')));

// The BOSH template runtime's worker process (src/render/bosh/ruby/index.ts starts it from dist/ruby/);
// the options match the ones index.ts builds it with in development.
const ruby = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/render/bosh/ruby/worker.ts'],
  outfile: path.join(outdir, 'ruby', 'worker.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  loader: { '.rb': 'text' },
  metafile: true,
  logLevel: 'warning',
});
for (const input of Object.keys(ruby.metafile.inputs)) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (m) packages.set(m[1], path.join(root, input.slice(0, m.index + m[0].length)));
}

writeFileSync(path.join(outdir, 'THIRD_PARTY_NOTICES'), notices(packages));
if (!jsOnly) copyNative(path.join(outdir, 'native'));
if (!jsOnly) packRubyWasm(path.join(outdir, 'ruby'));

/**
 * The validators of every schema rigging checks YAML against, compiled now by ajv
 * (src/schema/precompile.ts, bundled to a temp file and run), as a module's source.
 */
async function precompiledSchemasModule() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigging-precompile-'));
  try {
    const file = path.join(dir, 'precompile.cjs');
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/schema/precompile.ts'],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'warning',
    });
    return createRequire(file)(file).precompiledModule();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Puts the validators compiled ahead in place of src/schema/precompiled.ts, which has none.
 * `compilerChunk`: the file name of the CLI's chunk of src/schema/compile-now.ts (an entry of its
 * own there), which the module then requires by that name when a schema it lacks is first used, so
 * the chunks of ajv's compiler and re2js load only then; the other bundles carry it inline.
 */
function precompiledSchemas(contents, compilerChunk) {
  return {
    name: 'precompiled-schemas',
    setup(build) {
      const precompiledTs = /[\\/]src[\\/]schema[\\/]precompiled\.ts$/;
      build.onLoad({ filter: precompiledTs }, () => ({
        contents,
        loader: 'js',
        resolveDir: path.join(root, 'src', 'schema'),
      }));
      if (compilerChunk !== undefined)
        build.onResolve({ filter: /^\.\/compile-now$/ }, (args) =>
          precompiledTs.test(args.importer) ? { path: `./${compilerChunk}`, external: true } : undefined,
        );
    },
  };
}

/**
 * The CLI: chunks split at every `import()` (main.js and what each command imports when it runs:
 * start-up is most of a small command's time), and index.js, the bin that loads main.js and every
 * chunk by name through V8's code cache (src/cli/chunk-loader.ts). esbuild splits ES modules only;
 * each chunk is then rewritten as a CommonJS module (commonJsChunks), which loads synchronously,
 * without the ES module loader's per-module resolution and linking: a render loads some forty-five
 * chunks. Every chunk sits in dist/cli/ beside the bin, so `__dirname` is the same in all.
 */
async function buildCli(dir) {
  rmSync(dir, { recursive: true, force: true });
  const cli = await esbuild.build({
    ...common,
    plugins: [precompiledSchemas(schemasModule, 'schema-compile.js')],
    entryPoints: { main: 'src/cli/index.ts', 'schema-compile': 'src/schema/compile-now.ts' },
    outdir: dir,
    format: 'esm',
    splitting: true,
    write: false,
    chunkNames: '[name]-[hash]',
  });
  keepLambdaOutOfCli(cli.metafile);
  const chunks = await commonJsChunks(cli.outputFiles, cli.metafile);
  writePacks(chunks, packsOf(cli.metafile), dir);
  await esbuild.build({
    ...common,
    entryPoints: ['src/cli/bin.ts'],
    outfile: path.join(dir, 'index.js'),
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
  });
  return cli.metafile;
}

/**
 * Writes each ES module chunk as a CommonJS one: its `import`s become `require`s of the sibling
 * chunk (`./chunk-X.js`) or of Node's built-in module, and its `import()`s a `require` in a
 * promise. A named import of a built-in is then read where it is used: no ES module facade, which
 * reads every export and so loads what each lazy one stands for (node:util's alone bring in some
 * thirty internal modules, streams and worker_threads among them) before a command has run. esbuild splits without
 * import cycles between chunks, and no chunk awaits at its top level, so the order in which
 * chunks run is the one the ES module loader would give them.
 */
async function commonJsChunks(outputFiles, metafile) {
  const chunks = new Map();
  const sources = new Map(
    Object.entries(metafile.outputs).map(([out, { inputs }]) => [path.basename(out), Object.keys(inputs)]),
  );
  for (const file of outputFiles) {
    const name = path.basename(file.path);
    // The transform drops esbuild's `// path` comments: the chunk's sources head it instead.
    const heading = (sources.get(name) ?? []).map((input) => `// ${input}\n`).join('');
    const { code } = await esbuild.transform(file.text, {
      // An ES module's code is strict; a CommonJS module's only when it says so.
      banner: `${heading}"use strict";`,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      // A chunk's `import()` as a `require` in a promise: the ES module loader left out altogether.
      supported: { 'dynamic-import': false },
      logLevel: 'warning',
    });
    chunks.set(name, directExports(code, name));
  }
  return chunks;
}

/**
 * Groups the chunks that always load together, so each group is one file, one compiled Script and
 * one code cache entry (each Script costs V8 about 0.1 ms however it is cached; a render loaded
 * some forty). A chunk loads when an entry whose static imports reach it loads: the entry points,
 * or what an `import()` names. Chunks reached from the same entries therefore load in the same
 * runs, and main.js, which every run loads first, carries everything its static imports reach.
 * Nothing is loaded that a run did not load before; each chunk still runs only when required, in
 * the order it did. Returns each group's members, the file's name (an entry's, else the first) first.
 */
function packsOf(metafile) {
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs).map(([out, meta]) => [path.basename(out), meta]),
  );
  const entries = new Set(['main.js']);
  const imports = new Map();
  for (const [name, meta] of Object.entries(outputs)) {
    if (meta.entryPoint !== undefined) entries.add(name);
    const chunkImports = (kind) =>
      meta.imports.filter((i) => i.kind === kind && !i.external).map((i) => path.basename(i.path));
    imports.set(name, chunkImports('import-statement'));
    for (const target of chunkImports('dynamic-import')) entries.add(target);
  }
  const reachedFrom = new Map([...imports.keys()].map((name) => [name, []]));
  for (const entry of entries) {
    const seen = new Set();
    const todo = [entry];
    for (let chunk = todo.pop(); chunk !== undefined; chunk = todo.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      reachedFrom.get(chunk).push(entry);
      todo.push(...imports.get(chunk));
    }
  }
  const groups = new Map();
  for (const [chunk, from] of reachedFrom) {
    const key = from.includes('main.js') ? 'main.js' : from.sort().join(' ');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(chunk);
  }
  return [...groups.values()].map((members) => {
    members.sort();
    const named = members.find((m) => entries.has(m)) ?? members[0];
    return [named, ...members.filter((m) => m !== named)];
  });
}

/**
 * Writes each group of chunks as one file, an object of module functions by chunk name that
 * src/cli/chunk-loader.ts compiles as one Script, and packs.json: the file of each chunk that
 * is not the name of its own.
 */
function writePacks(chunks, packs, dir) {
  mkdirSync(dir, { recursive: true });
  const fileOf = {};
  for (const members of packs) {
    const file = members[0];
    const body = members.map((name) => {
      fileOf[name] = file;
      return `${JSON.stringify(name)}: function (exports, require, module, __filename, __dirname) {\n${chunks.get(name)}\n},\n`;
    });
    writeFileSync(path.join(dir, file), `({\n${body.join('')}})\n`);
  }
  const moved = Object.fromEntries(
    Object.entries(fileOf)
      .filter(([name, file]) => name !== file)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(path.join(dir, 'packs.json'), `${JSON.stringify(moved, null, 1)}\n`);
}

/**
 * The transform makes a chunk's exports an object of getters (esbuild's `__export`: live bindings)
 * and then copies them onto another object of getters (`__toCommonJS`), so each use of an import
 * in another chunk calls two getters, and each chunk defines every export twice as it loads. The
 * first object, marked as an ES module as `__toCommonJS` marks its copy, serves alike.
 */
function directExports(code, name) {
  const copied = 'module.exports = __toCommonJS(stdin_exports);';
  const at = code.indexOf(copied);
  if (at < 0) return code;
  if (code.indexOf(copied, at + 1) >= 0) throw new Error(`${name}: module.exports is set twice`);
  return code.replace(copied, 'module.exports = __defProp(stdin_exports, "__esModule", { value: true });');
}

/**
 * `rigging lambda serve` runs dist/lambda/index.js beside the CLI (src/cli/commands/lambda-serve.ts);
 * only the Lambda's configuration check and its local Invoke API server belong in the CLI bundle.
 */
function keepLambdaOutOfCli(metafile) {
  const allowed = (input) => input.startsWith('lambda/config/') || input === 'lambda/local-invoke.ts';
  const strays = Object.keys(metafile.inputs).filter(
    (input) =>
      (input.startsWith('lambda/') && !allowed(input)) || input.includes('node_modules/@kubernetes/'),
  );
  if (strays.length > 0) throw new Error(`the CLI bundle must not carry the Lambda: ${strays.join(', ')}`);
}

function notices(found) {
  const sections = [];
  for (const name of [...found.keys()].sort()) {
    const dir = found.get(name);
    const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const licenseFile = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'LICENCE']
      .map((f) => path.join(dir, f))
      .find(existsSync);
    const text = licenseFile
      ? readFileSync(licenseFile, 'utf8').trim()
      : `License: ${meta.license ?? 'unknown'}`;
    sections.push(`${name}@${meta.version} (${meta.license ?? 'unknown'})\n\n${text}\n`);
  }
  if (jsonnetPackageDir()) sections.push(nativeNotice());
  sections.push(rubyWasmNotice());
  return `Third-party software bundled in dist/\n${'='.repeat(37)}\n\n${sections.join(`\n${'-'.repeat(72)}\n\n`)}`;
}

/** The optional libjsonnet package's directory; undefined where it is not installed (no toolchain). */
function jsonnetPackageDir() {
  const require = createRequire(path.join(root, 'package.json'));
  try {
    const dir = path.resolve(path.dirname(require.resolve('@hanazuki/node-jsonnet')), '..');
    return existsSync(path.join(dir, 'build/Release/node-jsonnet.node')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

function nativeNotice() {
  const dir = jsonnetPackageDir();
  const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const own = readFileSync(path.join(dir, 'LICENSE'), 'utf8').trim();
  const jsonnet = readFileSync(path.join(dir, 'third_party/jsonnet/LICENSE'), 'utf8').trim();
  return `@hanazuki/node-jsonnet@${meta.version} (MIT), dist/native/\n\n${own}\n\nlibjsonnet (Apache-2.0), dist/native/\n\n${jsonnet}\n`;
}

function rubyWasmPackageDir() {
  const require = createRequire(path.join(root, 'package.json'));
  return path.dirname(path.dirname(require.resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm')));
}

function rubyWasmNotice() {
  const dir = rubyWasmPackageDir();
  const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const own = readFileSync(path.join(dir, 'dist/LICENSE'), 'utf8').trim();
  const notice = readFileSync(path.join(dir, 'dist/NOTICE'), 'utf8').trim();
  return `${meta.name}@${meta.version} (${meta.license}), dist/ruby/ruby+stdlib.wasm.br\n\n${own}\n\n${notice}\n`;
}

/**
 * ruby+stdlib.wasm (30 MB) brotli-compressed at quality 11 (about 6 MB; unpacked in memory on first use).
 * The same input and parameters give the same bytes; compressing takes a minute or more, so a copy
 * whose manifest names the same source hash and parameters is kept.
 */
function packRubyWasm(dest) {
  const dir = rubyWasmPackageDir();
  const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const wasm = readFileSync(path.join(dir, 'dist/ruby+stdlib.wasm'));
  const params = { quality: 11, lgwin: 24 };
  const manifest = {
    package: meta.name,
    version: meta.version,
    file: 'ruby+stdlib.wasm.br',
    source: 'dist/ruby+stdlib.wasm',
    sha256: createHash('sha256').update(wasm).digest('hex'),
    size: wasm.length,
    brotli: params,
  };
  const manifestFile = path.join(dest, 'manifest.json');
  const packedFile = path.join(dest, manifest.file);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  mkdirSync(dest, { recursive: true });
  if (existsSync(packedFile) && existsSync(manifestFile) && readFileSync(manifestFile, 'utf8') === text)
    return;
  const packed = brotliCompressSync(wasm, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: params.quality,
      [zlib.BROTLI_PARAM_LGWIN]: params.lgwin,
      [zlib.BROTLI_PARAM_SIZE_HINT]: wasm.length,
    },
  });
  writeFileSync(packedFile, packed);
  writeFileSync(manifestFile, text);
}

/**
 * The addon's RUNPATH is the absolute build directory; it is rewritten in place to `$ORIGIN`
 * (padded with NULs to the same length) so libjsonnet.so.0 is found next to it wherever dist/ lives.
 */
function copyNative(dest) {
  const dir = jsonnetPackageDir();
  if (!dir) {
    console.error('build: libjsonnet is not installed here; dist/native/ is left as it is');
    return;
  }
  const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const libDir = path.join(dir, 'build/third_party/jsonnet');
  const addon = readFileSync(path.join(dir, 'build/Release/node-jsonnet.node'));
  const runpath = Buffer.from(`${libDir}\0`);
  const at = addon.indexOf(runpath);
  if (at < 0 || addon.indexOf(runpath, at + 1) >= 0)
    throw new Error(`RUNPATH ${libDir} not found exactly once in the addon`);
  Buffer.alloc(runpath.length, 0).copy(addon, at);
  addon.write('$ORIGIN', at);
  writeFileSync(path.join(dest, 'node-jsonnet.node'), addon);
  copyFileSync(path.join(libDir, 'libjsonnet.so.0'), path.join(dest, 'libjsonnet.so.0'));
  // Native bytes differ per build machine, so dist checks compare this manifest instead.
  const manifest = {
    package: meta.name,
    version: meta.version,
    libjsonnet: '0.20.0',
    patches: ['native-name-space'],
    platform: process.platform,
    arch: process.arch,
    files: ['node-jsonnet.node', 'libjsonnet.so.0'],
  };
  writeFileSync(path.join(dest, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
