// BOSH job templates rendered by Ruby's own ERB in ruby.wasm. One VM per run, booted when prepared
// or on the first job, in a child process so a template that loops can be stopped: a job past its
// deadline, or whose VM dies, fails alone and the next job gets a fresh VM. Sources and contexts
// cross as JSON text.
//
// A template is hostile code, behind two walls. The first is ruby.wasm itself with its JavaScript
// bridge taken out (guest.ts): WASI with no preopened directory, no environment and stdio on
// /dev/null, and every `js` import refusing, so Ruby reaches no file, variable, process, network or
// JavaScript value. The second is the process it runs in (sandbox.ts): no environment at all, and
// Node's permission model, so an escape from the wasm would find no token and could read nothing but
// its own script, the wasm and the snapshot of a booted VM, and write or start nothing. What a template renders is capped in
// Ruby before it leaves the VM.

import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rubyJson } from '../float';
import { spawnSandboxed } from './sandbox';
import {
  findSnapshot,
  type SnapshotPlace,
  saveSnapshot,
  snapshotFile,
  snapshotKey,
  snapshotName,
  stampSnapshot,
} from './snapshot-cache';
import { cacheDir, cacheFile, unpackedWasm, type WasmSource } from './wasm-cache';
import type { InstanceMessage, ParentMessage, WorkerMessage } from './worker';

export interface LinkInstance {
  name: string;
  index: number;
  id: string;
  az: string | null;
  address: string;
  bootstrap: boolean;
}

export interface LinkData {
  /** The provider's link properties; `link.p` and each instance's `p` read them. */
  properties: Record<string, unknown>;
  instances: LinkInstance[];
  /** What `link.address` returns. */
  address: string;
}

export interface InstanceData {
  /**
   * The spec hash the template sees as `spec` (name, index, id, az, address, bootstrap, deployment,
   * job:{name}, release:{name,version}, networks:{...}, ip, ...). `spec.properties` is the properties
   * below unless the spec has its own; `name` and `index` are the spec's.
   */
  spec: Record<string, unknown>;
  /** The job's resolved properties (nested hashes). */
  properties: Record<string, unknown>;
  /** Consumed links by name: null when optional and not resolved (if_link goes to else; link() raises). */
  links: Record<string, LinkData | null>;
}

export interface TemplateSource {
  /** The spec's template key, e.g. 'config.json.erb': errors and backtraces name it. */
  name: string;
  text: string;
}

export type TemplateResult =
  | { ok: true; content: string }
  | { ok: false; message: string /* BOSH's 'Error filling in template ...' */; line?: number };

export interface RenderJob {
  name: string;
  templates: TemplateSource[];
  instances: InstanceData[];
}

export interface RenderOptions {
  /** How long the job may render, from when its VM is ready (default 10 s). */
  deadlineMs?: number;
  /** The most one rendered file may hold, in bytes (default MAX_FILE_BYTES). */
  maxFileBytes?: number;
  /** The most all of a job's rendered files, on all its instances, may hold (default MAX_JOB_BYTES). */
  maxJobBytes?: number;
}

export interface RubyRuntime {
  /** results[instance][template], in the order given. Never rejects for a template's own error. */
  renderJob(job: RenderJob, opts?: RenderOptions): Promise<TemplateResult[][]>;
  /**
   * Starts booting the VM now, so that its boot overlaps what the caller does before its first
   * job (reading the manifest and specs). A boot that fails is reported by that job.
   */
  prepare(): void;
  close(): Promise<void>;
  /** Boot time of the current VM in ms (bench): process start, wasm compile, VM instantiation, runtime.rb. */
  readonly bootMs: number | undefined;
  /** Time to read and unpack the wasm in ms (once per process; bench). */
  readonly loadMs: number | undefined;
  /** Whether the current VM was restored from a snapshot rather than booted (tests, bench). */
  readonly restored: boolean | undefined;
}

export interface RubyOptions {
  /**
   * The private directory that keeps the snapshot of a booted VM (snapshot-cache.ts), or false for
   * none: every VM boots. Default: the user's cache directory, as for the wasm.
   */
  snapshots?: string | false;
}

export const DEFAULT_DEADLINE_MS = 10_000;

/**
 * Caps on rendered output, checked by Ruby before a string leaves the VM: a template can build a
 * string of hundreds of MB in one expression, which would end the whole run (V8's "Invalid string
 * length") and so its PR comment. Real job files are configuration of kilobytes (the largest, a CA
 * bundle or a generated proxy config, stay under 1 MiB); a job's total is every template on every
 * instance, so it allows a hundred instances of a job with a dozen ordinary files.
 */
export const MAX_FILE_BYTES = 4 << 20;
export const MAX_JOB_BYTES = 64 << 20;

/** The compressed ruby+stdlib.wasm in dist/ruby/ (scripts/build.mjs writes it). */
export const BUNDLED_WASM = 'ruby+stdlib.wasm.br';

// Set by the esbuild build: the bundle reads the wasm and the worker from dist/ruby/.
declare const RIGGING_BUNDLED: boolean | undefined;
const bundled = typeof RIGGING_BUNDLED !== 'undefined' && RIGGING_BUNDLED;

/** A runtime whose VM boots on the first renderJob. Jobs run one at a time, in call order. */
export function startRuby(options: RubyOptions = {}): RubyRuntime {
  let vm: Vm | undefined;
  let booting: Promise<Vm> | undefined;
  let unwanted: AbortController | undefined;
  let bootMs: number | undefined;
  let loadMs: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  // The child process starts as soon as the files it may read are named: while node starts there,
  // this process checks the wasm's cache (or unpacks it) and works out the snapshot's key.
  const boot = (): Promise<Vm> => {
    booting ??= (async () => {
      unwanted = new AbortController();
      const stop = unwanted.signal;
      const loadStart = performance.now();
      const { file, load, id } = loadWasm();
      const source = load.then((s) => {
        loadMs ??= performance.now() - loadStart;
        return s;
      });
      // Settled below through Vm.start; never left unhandled while the script is built.
      source.catch(() => {});
      const script = await workerScript();
      const place = snapshotPlace(options.snapshots, id);
      const snapshot = place ? snapshotIn(place, id as string, script) : Promise.resolve(undefined);
      const started = await Vm.start(source, script, [file, place], snapshot, stop);
      bootMs = started.bootMs;
      return started;
    })();
    // A failed boot is the next job's error, and that job boots again.
    booting.catch(() => {
      booting = undefined;
    });
    return booting;
  };

  const run = async (job: RenderJob, opts: RenderOptions): Promise<TemplateResult[][]> => {
    if (job.instances.length === 0 || job.templates.length === 0) return job.instances.map(() => []);
    if (!vm) {
      vm = await boot();
      booting = undefined;
    }
    const current = vm;
    const outcome = await current.render(nextId++, job, {
      deadlineMs: opts.deadlineMs ?? DEFAULT_DEADLINE_MS,
      maxFileBytes: opts.maxFileBytes ?? MAX_FILE_BYTES,
      maxJobBytes: opts.maxJobBytes ?? MAX_JOB_BYTES,
    });
    // A stopped or dead VM is not reused: the next job boots another.
    if (!outcome.alive && vm === current) vm = undefined;
    return outcome.results;
  };

  return {
    renderJob(job, opts = {}) {
      const result = queue.then(() => run(job, opts));
      queue = result.catch(() => {});
      return result;
    },
    prepare() {
      if (!vm) void boot().catch(() => {});
    },
    async close() {
      await queue;
      const pending = booting;
      booting = undefined;
      // A VM prepared for jobs that never came is not waited for: its boot is ended.
      if (!vm) unwanted?.abort();
      const booted = await pending?.catch(() => undefined);
      const current = vm ?? booted;
      vm = undefined;
      // A snapshot on its way from the VM is kept (or stamped) before the VM ends.
      await current?.snapshotKept;
      await current?.stop();
    },
    get bootMs() {
      return bootMs;
    },
    get loadMs() {
      return loadMs;
    },
    get restored() {
      return vm?.restored;
    },
  };
}

/** The file where the VM's process finds (or the parent keeps) the snapshot of a booted VM; undefined: nowhere. */
function snapshotPlace(dir: RubyOptions['snapshots'], wasmId: string | undefined): string | undefined {
  if (dir === false || !wasmId) return undefined;
  return snapshotFile(dir ?? cacheDir(), snapshotName(wasmId));
}

/** The snapshot in `file` as the VM's process running `script` is to take it; undefined: none. */
async function snapshotIn(file: string, wasmId: string, script: string): Promise<SnapshotPlace | undefined> {
  try {
    return await findSnapshot(file, snapshotKey(wasmId, await readFile(script)));
  } catch {
    return undefined;
  }
}

/** One child process with its VM. */
class Vm {
  private listener: ((message: WorkerMessage) => void) | undefined;
  private onExit: ((why: string) => void) | undefined;
  private exited: string | undefined;

  /**
   * Settles once the snapshot is seen to: kept when the VM captured one (or it will not come: the VM
   * ended), stamped when the VM found it whole.
   */
  readonly snapshotKept: Promise<void> | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly bootMs: number,
    readonly restored: boolean,
    snapshot: { place: SnapshotPlace; capturing: boolean } | undefined,
    private readonly stderr: () => string,
  ) {
    if (snapshot?.capturing) {
      const { file } = snapshot.place;
      this.snapshotKept = new Promise<void>((resolve) => {
        const onSnapshot = (message: WorkerMessage) => {
          if (message.type !== 'snapshot') return;
          child.off('message', onSnapshot);
          void saveSnapshot(file, message.bytes).then(resolve);
        };
        child.on('message', onSnapshot);
        child.once('exit', () => resolve());
      });
    } else if (snapshot && restored) this.snapshotKept = stampSnapshot(snapshot.place).catch(() => {});
    child.on('message', (message: WorkerMessage) => this.listener?.(message));
    child.on('error', (err) => this.died(`Ruby VM failed: ${err.message}`));
    child.on('exit', (code, signal) => this.died(exitReason(code, signal, this.stderr())));
    // Idle, the child must not keep this process alive.
    this.hold(false);
  }

  /**
   * Starts the VM's process on `script`, which may read `readable`, and boots it once the wasm and
   * the snapshot (never rejected: undefined when there is none) are known. `stop` ends a boot that
   * is no longer wanted (its promise rejects).
   */
  static start(
    wasm: Promise<WasmSource>,
    script: string,
    readable: (string | undefined)[],
    found: Promise<SnapshotPlace | undefined>,
    stop?: AbortSignal,
  ): Promise<Vm> {
    let snapshot: SnapshotPlace | undefined;
    const started = performance.now();
    const child = spawnSandboxed(
      script,
      readable.filter((f): f is string => f !== undefined),
    );
    // A VM busy in a template's loop hears nothing until its deadline: when this process ends
    // first (process.exit, an uncaught error), it must not outlive it.
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.once('exit', () => process.off('exit', kill));
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => fail(`Ruby VM did not boot: ${err.message}`);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        fail(`Ruby VM did not boot (${exitReason(code, signal, stderr)})`);
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') {
          off();
          const kept = snapshot && { place: snapshot, capturing: message.capturing };
          resolve(new Vm(child, performance.now() - started, message.restored, kept, () => stderr));
        } else fail(message.type === 'broken' ? message.message : 'Ruby VM did not boot');
      };
      const onStop = () => fail('Ruby VM stopped before it booted');
      const off = () => {
        stop?.removeEventListener('abort', onStop);
        child.off('error', onError);
        child.off('exit', onExit);
        child.off('message', onMessage);
      };
      const fail = (why: string) => {
        off();
        child.kill('SIGKILL');
        reject(new Error(why));
      };
      child.on('error', onError);
      child.on('exit', onExit);
      child.on('message', onMessage);
      stop?.addEventListener('abort', onStop, { once: true });
      if (stop?.aborted) return onStop();
      Promise.all([wasm, found]).then(
        ([source, place]) => {
          snapshot = place;
          send(child, {
            type: 'boot',
            ...('file' in source ? { file: source.file } : { wasm: source.bytes }),
            ...(place ? { snapshot: { file: place.file, key: place.key, trusted: place.trusted } } : {}),
          });
        },
        (err: Error) => fail(`Ruby VM did not boot: ${err.message}`),
      );
    });
  }

  render(
    id: number,
    job: RenderJob,
    limits: Required<RenderOptions>,
  ): Promise<{ results: TemplateResult[][]; alive: boolean }> {
    const { deadlineMs, maxFileBytes, maxJobBytes } = limits;
    const results: (TemplateResult | undefined)[][] = job.instances.map(() =>
      job.templates.map(() => undefined),
    );
    const message: ParentMessage = {
      type: 'job',
      id,
      templates: JSON.stringify(job.templates.map(({ name, text }) => ({ name, text }))),
      ...instanceTexts(job.instances),
      maxFileBytes,
      maxJobBytes,
    };
    return new Promise((resolve) => {
      let broken: string | undefined;
      const finish = (alive: boolean, reason?: string) => {
        clearTimeout(timer);
        this.listener = undefined;
        this.onExit = undefined;
        this.hold(false);
        resolve({ results: fill(job, results, reason ?? 'the Ruby VM stopped'), alive });
      };
      const timer = setTimeout(() => {
        void this.stop();
        finish(false, `exceeded the ${deadlineMs / 1000}s deadline for job '${job.name}' and was stopped`);
      }, deadlineMs);
      this.listener = (reply) => {
        if (reply.type === 'broken') broken = reply.message;
        else if (reply.type === 'ready' || reply.type === 'snapshot' || reply.id !== id) return;
        else if (reply.type === 'result') {
          const row = results[reply.instance];
          if (row && reply.template < row.length) row[reply.template] = parseResult(reply.result);
        } else if (reply.type === 'done') finish(true);
      };
      this.onExit = (why) => finish(false, `the Ruby VM died: ${broken ?? why}`);
      if (this.exited) return this.onExit(this.exited);
      this.hold(true);
      send(this.child, message);
    });
  }

  /** Busy, the child and its channels keep this process alive; idle, they must not. */
  private hold(on: boolean): void {
    const handles = [this.child, this.child.channel, this.child.stderr] as (
      | { ref(): void; unref(): void }
      | null
      | undefined
    )[];
    for (const h of handles) {
      if (on) h?.ref();
      else h?.unref();
    }
  }

  private died(why: string): void {
    this.exited ??= why;
    this.onExit?.(why);
  }

  async stop(): Promise<void> {
    this.exited ??= 'stopped';
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise((resolve) => this.child.once('exit', resolve));
    // An idle child is unref'd: waiting for its exit must hold this process open, or a command whose
    // last step is this close (rigging render) ends with nothing printed.
    this.hold(true);
    this.child.kill('SIGKILL');
    await gone;
  }
}

/**
 * The instances as JSON, each distinct object once: a job's instances share their properties and
 * links (the renderer hands every instance the same objects), which are most of their data.
 */
export function instanceTexts(instances: InstanceData[]): { texts: string[]; instances: InstanceMessage[] } {
  const texts: string[] = [];
  const seen = new Map<unknown, number>();
  const text = (value: unknown) => {
    let at = seen.get(value);
    if (at === undefined) {
      at = texts.push(rubyJson(value ?? null)) - 1;
      seen.set(value, at);
    }
    return at;
  };
  return {
    texts,
    instances: instances.map(({ spec, properties, links }) => {
      const { properties: own, ...rest } = spec;
      const has = Object.hasOwn(spec, 'properties') && own !== undefined;
      return {
        spec: rubyJson(has ? rest : spec),
        properties: text(properties),
        links: text(links),
        specProperties: has ? text(own) : -1,
      };
    }),
  };
}

function send(child: ChildProcess, message: ParentMessage): void {
  // A child that has died is reported through 'exit'; a failed send is not a second report.
  child.send(message, (err) => {
    if (err) child.kill('SIGKILL');
  });
}

/** A result as the child sent it, or a failure when it is not one. */
function parseResult(text: string): TemplateResult {
  try {
    const r = JSON.parse(text) as TemplateResult;
    if (r.ok === true && typeof r.content === 'string') return r;
    if (r.ok === false && typeof r.message === 'string') return r;
  } catch {
    // below
  }
  return { ok: false, message: 'the Ruby VM sent a malformed result' };
}

function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
  // Node's own last words (a fatal error such as running out of memory), never a template's output.
  const last = stderr
    .trim()
    .split('\n')
    .find((l) => /fatal|error/i.test(l));
  return last ? `${how}: ${last.slice(0, 300)}` : how;
}

/**
 * The results a stopped job did not get: the template that was running takes the reason, the ones
 * after it say they were not rendered.
 */
function fill(job: RenderJob, results: (TemplateResult | undefined)[][], reason: string): TemplateResult[][] {
  let culprit: string | undefined;
  return results.map((row, i) =>
    row.map((result, t): TemplateResult => {
      if (result) return result;
      const name = job.templates[t]?.name ?? '?';
      if (culprit === undefined) {
        culprit = name;
        return { ok: false, message: `Error filling in template '${name}' (instance ${i}: ${reason})` };
      }
      return {
        ok: false,
        message: `Error filling in template '${name}' (not rendered: job '${job.name}' stopped at '${culprit}')`,
      };
    }),
  );
}

/** The wasm for the VM's process: `id` names the module (for the snapshot's key), when known. */
interface LoadedWasm {
  file: string | undefined;
  load: Promise<WasmSource>;
  id: string | undefined;
}

let wasm: LoadedWasm | undefined;

/**
 * ruby+stdlib.wasm for the VM's process, once per process: the bundle's, unpacked through the cache
 * (wasm-cache.ts), or in development the npm package's file. `file` is where the VM's process may
 * read it, known before it is loaded: the process starts with leave to read that file alone. The
 * VM's process caps the module's memory.
 */
function loadWasm(): LoadedWasm {
  if (wasm) return wasm;
  let file: string | undefined;
  let id: string | undefined;
  let load: Promise<WasmSource>;
  try {
    if (bundled) {
      const dir = path.join(__dirname, '..', 'ruby');
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
        sha256: string;
        size: number;
      };
      file = cacheFile(manifest.sha256);
      id = manifest.sha256;
      const packed = { packed: path.join(dir, BUNDLED_WASM), sha256: manifest.sha256, size: manifest.size };
      load = unpackedWasm(packed, file);
    } else {
      const { createRequire } = require('node:module') as typeof import('node:module');
      file = realpathSync(createRequire(__filename).resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm'));
      // Development: the npm package's file, named by where it is and its inode's state, not hashed
      // (30 MB) in every test's process.
      const st = statSync(file, { bigint: true });
      id = devHash(`${file}\0${st.ino}\0${st.size}\0${st.mtimeNs}\0${st.ctimeNs}`);
      load = Promise.resolve({ file });
    }
  } catch (err) {
    load = Promise.reject(err);
  }
  const current = { file, load, id };
  wasm = current;
  load.catch(() => {
    if (wasm === current) wasm = undefined;
  });
  return current;
}

/** sha256 in hex, in development only: the bundle loads node:crypto after the VM's process starts. */
const devHash = (text: string) =>
  (require('node:crypto') as typeof import('node:crypto')).createHash('sha256').update(text).digest('hex');

let devWorker: Promise<string> | undefined;

/** dist/ruby/worker.js in the bundle; in development worker.ts built by esbuild, once per process. */
export function workerScript(): Promise<string> {
  if (bundled) return Promise.resolve(path.join(__dirname, '..', 'ruby', 'worker.js'));
  devWorker ??= buildDevWorker();
  devWorker.catch(() => {
    devWorker = undefined;
  });
  return devWorker;
}

/** The options scripts/build.mjs uses for dist/ruby/worker.js (keep them alike). */
const WORKER_BUILD = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  legalComments: 'none',
  loader: { '.rb': 'text' },
  logLevel: 'warning',
} as const;

async function buildDevWorker(): Promise<string> {
  const entry = findWorkerSource();
  const root = path.resolve(path.dirname(entry), '../../../..');
  // A specifier in a variable keeps the bundle from carrying esbuild (a devDependency).
  const specifier = 'esbuild';
  const esbuild = (await import(specifier)) as typeof import('esbuild');
  const built = await esbuild.build({
    ...WORKER_BUILD,
    absWorkingDir: root,
    entryPoints: [entry],
    write: false,
  });
  const text = built.outputFiles[0]?.text ?? '';
  // Named by content: concurrent test files share it, and an edited worker gets a new file.
  const dir = path.join(root, 'node_modules', '.cache', 'rigging');
  const file = path.join(dir, `ruby-worker-${devHash(text).slice(0, 16)}.js`);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  }
  return file;
}

/** worker.ts beside this file, or (when this file was bundled elsewhere, as bench does) up the tree. */
function findWorkerSource(): string {
  const here = path.join(__dirname, 'worker.ts');
  if (existsSync(here)) return here;
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'src', 'render', 'bosh', 'ruby', 'worker.ts');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('src/render/bosh/ruby/worker.ts not found');
  }
}
