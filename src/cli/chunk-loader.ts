// The CLI's chunks (scripts/build.mjs), loaded by their own small loader, through V8's code cache
// made when a run ends rather than when a chunk is compiled.
//
// Node's own compile cache (module.enableCompileCache) stores each module's code as V8 has it right
// after compiling it: the top level only. Every function is compiled lazily, on its first call, in
// every run: for `rigging render` of one snippet that was some 60 ms of parsing the YAML package,
// the validators, RE2 and the engine again (bench/startup.ts). V8 can serialize a script after it
// ran, with each function compiled so far (vm.Script#createCachedData), which a later run then
// deserializes instead of compiling anything it needs again.
//
// An entry is used only where V8 accepts it (same V8, same flags, same source length) and its name
// holds the file's name (a pack of chunks, see below) and its identity on disk (inode, size, times),
// so a changed file is compiled afresh.
// Each command keeps its own entries: a chunk's code as `eval -e '{}'` left it (the engine with
// little of std compiled) would make every later render compile the rest again. The entries live
// in a private directory (0700, this user's, in a directory no other user can write to): code read
// from a directory another user can write to would run as ours.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Script, constants as vmConstants } from 'node:vm';
import { privateDir, writeWhole } from '../private-dir';

interface Loaded {
  script: Script;
  entry: string;
}

/** The entries' prefix: the command (`render`, `eval`...), or `other` for anything else (flags first, a thread's argument). */
export function commandOf(argv: readonly string[] = process.argv): string {
  const command = argv[2] ?? '';
  return /^[a-z][a-z-]{0,30}$/.test(command) ? command : 'other';
}

/** A chunk as its code sees it: CommonJS's `module`. */
interface Chunk {
  exports: unknown;
  filename: string;
  loaded: boolean;
}

/** A chunk's code as a function of what Node's CommonJS loader passes a module. */
type ModuleFunction = (
  exports: unknown,
  require: unknown,
  module: Chunk,
  filename: string,
  dirname: string,
) => void;

/**
 * A `require` of the CLI's chunks, which live in `chunkDir`: `load('./main.js')` runs main.js, and
 * each chunk's own `require("./chunk-X.js")` comes back here. Node's loader would resolve, stat and
 * realpath each of some forty-five chunks and look for their package.json: a chunk is known by its
 * name alone here. Everything else a chunk requires (node:fs, the jsonnet addon) goes to
 * `nodeRequire`, the bin's own `require`, which resolves from the same directory.
 * The build packs chunks that always load together into one file (scripts/build.mjs): an object of
 * each chunk's module function by name, compiled as one Script, since each Script costs V8 some
 * time however it is cached. packs.json names the file of each chunk not named after its own.
 * Each file is compiled with its entry of V8's code cache in `cacheDir`; an entry it had none of,
 * or one V8 rejected, is written when the thread exits.
 */
export function chunkLoader(
  chunkDir: string,
  nodeRequire: NodeJS.Require,
  cacheDir: string | undefined,
  command = commandOf(),
): (name: string) => unknown {
  const cache = cacheDir !== undefined && privateDir(cacheDir) ? cacheDir : undefined;
  const packs = packsIn(chunkDir);
  const functions = new Map<string, ModuleFunction>();
  const chunks = new Map<string, Chunk>();
  const toWrite: Loaded[] = [];
  // At exit the scripts hold every function the run compiled.
  if (cache !== undefined)
    process.once('exit', () => {
      // An entry that cannot be written is no entry: the next run compiles again.
      for (const { script, entry } of toWrite) writeWhole(entry, script.createCachedData());
    });

  const requireFrom = (id: string): unknown => (isChunkName(id) ? load(id) : nodeRequire(id));
  // The parts of `require` chunks read (esbuild's helpers test for it); resolution stays Node's.
  const chunkRequire = Object.assign(requireFrom, { resolve: nodeRequire.resolve, cache: nodeRequire.cache });

  /** Compiles and runs a pack's file, which defines its chunks' module functions (none runs yet). */
  function loadPack(file: string): void {
    const filename = path.join(chunkDir, file);
    const content = readFileSync(filename, 'utf8');
    const entry = cache === undefined ? undefined : entryFor(cache, command, filename);
    const cachedData = entry === undefined ? undefined : readEntry(entry);
    const script = new Script(content, {
      filename,
      cachedData,
      // Chunks call no import() (scripts/build.mjs turns each into a require); Node 20 lacks the constant.
      importModuleDynamically: vmConstants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (entry !== undefined && (cachedData === undefined || script.cachedDataRejected))
      toWrite.push({ script, entry });
    const defined = script.runInThisContext() as Record<string, ModuleFunction>;
    for (const [name, fn] of Object.entries(defined)) functions.set(name, fn);
  }

  function load(id: string): unknown {
    // By name: a chunk is required again by every chunk that uses it.
    const known = chunks.get(id);
    // Loading still when a require comes back to it (esbuild's chunks have no cycles, but Node's answer is this).
    if (known) return known.exports;
    const name = id.slice(2);
    const filename = path.join(chunkDir, name);
    const chunk: Chunk = { exports: {}, filename, loaded: false };
    chunks.set(id, chunk);
    try {
      if (!functions.has(name)) loadPack(packs[name] ?? name);
      const run = functions.get(name);
      if (run === undefined) throw new Error(`${name} is not in ${packs[name] ?? name}`);
      run.call(chunk.exports, chunk.exports, chunkRequire, chunk, filename, chunkDir);
    } catch (err) {
      // As Node's loader: a chunk that failed is loaded afresh by the next require.
      chunks.delete(id);
      throw err;
    }
    chunk.loaded = true;
    return chunk.exports;
  }
  return load;
}

/** packs.json: the pack file of each chunk that has one not named after it; none without the file. */
function packsIn(chunkDir: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path.join(chunkDir, 'packs.json'), 'utf8');
  } catch {
    return {};
  }
  const packs = JSON.parse(text) as Record<string, string>;
  // Names only: a file beside the bin, never a path elsewhere.
  for (const file of Object.values(packs))
    if (!isChunkName(`./${file}`)) throw new Error(`packs.json: ${file} is not a chunk's name`);
  return packs;
}

/** `./name.js`: a chunk beside the bin, as the build names them in a chunk's requires. */
function isChunkName(id: string): boolean {
  return /^\.\/[\w.-]+\.js$/.test(id);
}

/**
 * The entry's file: the command, the pack's file name, and the file's identity as the OS keeps it
 * (device, inode, size, modification and change times, to the nanosecond). Size and mtime alone
 * are not enough: V8 accepts a cache for any source of the same length, and `npm pack` gives every
 * file one fixed mtime, so two releases' `main.js` of one size would share an entry and the newer
 * would run the older's code. A copy, an extraction or any write gives the file a new change time.
 */
function entryFor(cacheDir: string, command: string, filename: string): string | undefined {
  try {
    const st = statSync(filename, { bigint: true });
    const id = `${st.dev}.${st.ino}.${st.size}.${st.mtimeNs}.${st.ctimeNs}`;
    return path.join(cacheDir, `${command}.${path.basename(filename)}.${id}`);
  } catch {
    return undefined;
  }
}

function readEntry(entry: string): Buffer | undefined {
  try {
    return readFileSync(entry);
  } catch {
    return undefined;
  }
}
