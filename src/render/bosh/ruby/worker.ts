// The Ruby VM's thread: boots ruby.wasm from the module the main thread compiled, loads runtime.rb and
// renders jobs, posting each template's result as it is made so a job stopped at its deadline still
// tells which template was running. Built by esbuild (runtime.rb inlined as text): dist/ruby/worker.js
// in the bundle, node_modules/.cache/rigging/ in development (see index.ts).
import { closeSync, openSync } from 'node:fs';
import type { WASI as NodeWasi } from 'node:wasi';
import { parentPort, workerData } from 'node:worker_threads';
import type { RbValue, RubyVM as RubyVmType } from '@ruby/wasm-wasi/dist/vm';
import runtime from './runtime.rb';

/** Main thread → worker. Templates and instances travel as JSON text, parsed by Ruby. */
export interface JobMessage {
  type: 'job';
  id: number;
  /** JSON of [{name, text}, ...]. */
  templates: string;
  /** JSON of each instance's {spec, properties, links}. */
  instances: string[];
}

/** Worker → main thread. */
export type WorkerMessage =
  | { type: 'ready'; bootMs: number }
  | { type: 'result'; id: number; instance: number; template: number; result: string }
  | { type: 'done'; id: number }
  | { type: 'broken'; message: string };

export interface WorkerData {
  module: WebAssembly.Module;
}

const port = parentPort;
if (!port) throw new Error('the Ruby worker runs in a worker thread');

async function boot(module: WebAssembly.Module): Promise<RubyVmType> {
  // Required here, not imported: node:wasi warns that it is experimental when loaded, and that one
  // warning (only it) is dropped.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/\bWASI\b/.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  let WASI: typeof NodeWasi;
  try {
    ({ WASI } = require('node:wasi') as typeof import('node:wasi'));
  } finally {
    process.emitWarning = emitWarning;
  }
  const { RubyVM } = require('@ruby/wasm-wasi/dist/vm') as typeof import('@ruby/wasm-wasi/dist/vm');
  // No preopens and no environment: the VM sees no host file and no variable. Its stdio goes nowhere.
  const devNull = openSync('/dev/null', 'r+');
  const wasi = new WASI({
    version: 'preview1',
    returnOnExit: true,
    args: [],
    env: {},
    stdin: devNull,
    stdout: devNull,
    stderr: devNull,
  });
  // --disable-gems: loading rubygems at start is most of a default boot (~0.8 s of ~1 s); runtime.rb
  // autoloads Gem for templates that use Gem::Version.
  const args = ['ruby.wasm', '--disable-gems', '-EUTF-8', '-e_=0'];
  const { vm } = await RubyVM.instantiateModule({ module, wasip1: wasi, args });
  vm.eval(runtime);
  process.once('exit', () => closeSync(devNull));
  return vm;
}

function serve(vm: RubyVmType): void {
  const compileJob = vm.eval('Rigging::Bosh.method(:compile_job)');
  const ints: RbValue[] = [];
  const int = (n: number) => {
    ints[n] ??= vm.eval(String(n));
    return ints[n];
  };
  port?.on('message', (message: JobMessage) => {
    try {
      const job = compileJob.call('call', vm.wrap(message.templates));
      message.instances.forEach((instance) => {
        job.call('add_instance', vm.wrap(instance));
      });
      const count = (JSON.parse(message.templates) as unknown[]).length;
      for (let i = 0; i < message.instances.length; i++) {
        for (let t = 0; t < count; t++) {
          const result = job.call('render', int(i), int(t)).toString();
          post({ type: 'result', id: message.id, instance: i, template: t, result });
        }
      }
      post({ type: 'done', id: message.id });
    } catch (err) {
      // Templates' own errors are results; this is the VM itself failing (exit!, a trap): this
      // thread is done for, and the main thread boots another for the next job.
      // WASI's proc_exit (a template's exit!) throws a symbol, not an Error.
      const why =
        err instanceof Error ? err.message : typeof err === 'symbol' ? 'Ruby exited (exit!)' : String(err);
      post({ type: 'broken', message: why });
      process.exit(1);
    }
  });
}

function post(message: WorkerMessage): void {
  port?.postMessage(message);
}

const started = performance.now();
boot((workerData as WorkerData).module).then(
  (vm) => {
    serve(vm);
    post({ type: 'ready', bootMs: performance.now() - started });
  },
  (err: unknown) => {
    post({ type: 'broken', message: `Ruby VM did not boot: ${err instanceof Error ? err.message : err}` });
    process.exit(1);
  },
);
