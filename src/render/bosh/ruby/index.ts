// BOSH job templates rendered by Ruby's own ERB in ruby.wasm. One VM per run, booted on the first job in
// a worker thread so a template that loops can be stopped: a job past its deadline, or whose VM dies,
// fails alone and the next job gets a fresh VM. Sources and contexts cross as JSON text; the VM has no
// filesystem and no environment.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliDecompress } from 'node:zlib';
import type { JobMessage, WorkerData, WorkerMessage } from './worker';

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
}

export interface RubyRuntime {
  /** results[instance][template], in the order given. Never rejects for a template's own error. */
  renderJob(job: RenderJob, opts?: RenderOptions): Promise<TemplateResult[][]>;
  close(): Promise<void>;
  /** Boot time of the current VM in ms (bench): worker start, VM instantiation and runtime.rb. */
  readonly bootMs: number | undefined;
  /** Time to read, unpack and compile the wasm module in ms (once per process; bench). */
  readonly loadMs: number | undefined;
}

export const DEFAULT_DEADLINE_MS = 10_000;

/** The compressed ruby+stdlib.wasm in dist/ruby/ (scripts/build.mjs writes it). */
export const BUNDLED_WASM = 'ruby+stdlib.wasm.br';

// Set by the esbuild build: the bundle reads the wasm and the worker from dist/ruby/.
declare const RIGGING_BUNDLED: boolean | undefined;
const bundled = typeof RIGGING_BUNDLED !== 'undefined' && RIGGING_BUNDLED;

/** A runtime whose VM boots on the first renderJob. Jobs run one at a time, in call order. */
export function startRuby(): RubyRuntime {
  let vm: Vm | undefined;
  let bootMs: number | undefined;
  let loadMs: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  const run = async (job: RenderJob, deadlineMs: number): Promise<TemplateResult[][]> => {
    if (job.instances.length === 0 || job.templates.length === 0) return job.instances.map(() => []);
    if (!vm) {
      const loadStart = performance.now();
      const module = await loadModule();
      loadMs ??= performance.now() - loadStart;
      vm = await Vm.start(module, await workerScript());
      bootMs = vm.bootMs;
    }
    const current = vm;
    const outcome = await current.render(nextId++, job, deadlineMs);
    // A stopped or dead VM is not reused: the next job boots another.
    if (!outcome.alive && vm === current) vm = undefined;
    return outcome.results;
  };

  return {
    renderJob(job, opts = {}) {
      const result = queue.then(() => run(job, opts.deadlineMs ?? DEFAULT_DEADLINE_MS));
      queue = result.catch(() => {});
      return result;
    },
    async close() {
      await queue;
      const current = vm;
      vm = undefined;
      await current?.stop();
    },
    get bootMs() {
      return bootMs;
    },
    get loadMs() {
      return loadMs;
    },
  };
}

/** One worker thread with its VM. */
class Vm {
  private listener: ((message: WorkerMessage) => void) | undefined;
  private onExit: ((why: string) => void) | undefined;
  private exited: string | undefined;

  private constructor(
    private readonly worker: Worker,
    readonly bootMs: number,
  ) {
    worker.on('message', (message: WorkerMessage) => this.listener?.(message));
    worker.on('error', (err) => this.died(`Ruby VM failed: ${err.message}`));
    worker.on('exit', (code) => this.died(`Ruby VM exited with code ${code}`));
    // Idle, the worker must not keep the process alive.
    worker.unref();
  }

  static start(module: WebAssembly.Module, script: string): Promise<Vm> {
    const started = performance.now();
    const data: WorkerData = { module };
    // No environment for the thread either: nothing in it needs one. Its stdio is the process's
    // (the VM's own goes nowhere): piped streams would keep an idle worker's process alive.
    const worker = new Worker(script, { workerData: data, env: {} });
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => fail(`Ruby VM did not boot: ${err.message}`);
      const onExit = (code: number) => fail(`Ruby VM did not boot (exit code ${code})`);
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') {
          off();
          resolve(new Vm(worker, performance.now() - started));
        } else fail(message.type === 'broken' ? message.message : 'Ruby VM did not boot');
      };
      const off = () => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.off('message', onMessage);
      };
      const fail = (why: string) => {
        off();
        void worker.terminate();
        reject(new Error(why));
      };
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.on('message', onMessage);
    });
  }

  render(
    id: number,
    job: RenderJob,
    deadlineMs: number,
  ): Promise<{ results: TemplateResult[][]; alive: boolean }> {
    const results: (TemplateResult | undefined)[][] = job.instances.map(() =>
      job.templates.map(() => undefined),
    );
    const message: JobMessage = {
      type: 'job',
      id,
      templates: JSON.stringify(job.templates.map(({ name, text }) => ({ name, text }))),
      instances: job.instances.map((instance) => JSON.stringify(instance)),
    };
    return new Promise((resolve) => {
      let broken: string | undefined;
      const finish = (alive: boolean, reason?: string) => {
        clearTimeout(timer);
        this.listener = undefined;
        this.onExit = undefined;
        this.worker.unref();
        resolve({ results: fill(job, results, reason ?? 'the Ruby VM stopped'), alive });
      };
      const timer = setTimeout(() => {
        void this.stop();
        finish(false, `exceeded the ${deadlineMs / 1000}s deadline for job '${job.name}' and was stopped`);
      }, deadlineMs);
      this.listener = (reply) => {
        if (reply.type === 'broken') broken = reply.message;
        else if (reply.type === 'ready' || reply.id !== id) return;
        else if (reply.type === 'result') {
          const row = results[reply.instance];
          if (row) row[reply.template] = JSON.parse(reply.result) as TemplateResult;
        } else if (reply.type === 'done') finish(true);
      };
      this.onExit = (why) => finish(false, `the Ruby VM died: ${broken ?? why}`);
      if (this.exited) return this.onExit(this.exited);
      this.worker.ref();
      this.worker.postMessage(message);
    });
  }

  private died(why: string): void {
    this.exited ??= why;
    this.onExit?.(why);
  }

  async stop(): Promise<void> {
    this.exited ??= 'stopped';
    await this.worker.terminate();
  }
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

// The type libraries here declare WebAssembly's types but not its global object.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

let moduleLoad: Promise<WebAssembly.Module> | undefined;

/** ruby+stdlib.wasm compiled once per process: the bundle's compressed copy, else the npm package's. */
function loadModule(): Promise<WebAssembly.Module> {
  moduleLoad ??= (async () => {
    let bytes: Buffer;
    if (bundled) {
      const packed = await readFile(path.join(__dirname, '..', 'ruby', BUNDLED_WASM));
      bytes = await promisify(brotliDecompress)(packed);
    } else {
      const require = createRequire(__filename);
      bytes = await readFile(require.resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm'));
    }
    return wasm.compile(bytes);
  })();
  moduleLoad.catch(() => {
    moduleLoad = undefined;
  });
  return moduleLoad;
}

let devWorker: Promise<string> | undefined;

/** dist/ruby/worker.js in the bundle; in development worker.ts built by esbuild, once per process. */
function workerScript(): Promise<string> {
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
  const file = path.join(
    dir,
    `ruby-worker-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`,
  );
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
