// The Ruby VM's process: boots ruby.wasm from the file the parent names (the one file besides this
// script it may read) or the bytes it sends, caps its memory, loads stdlib.rb and runtime.rb and
// renders jobs, sending each template's result as it is made so a job stopped at its deadline still
// tells which template was running. It runs as a child of node with no environment, under Node's
// permission model (see sandbox.ts), and talks to the parent only over the IPC channel. Built by
// esbuild (the .rb files inlined as text): dist/ruby/worker.js in the bundle,
// node_modules/.cache/rigging/ in development (see index.ts).

import { readFileSync } from 'node:fs';
import type { WASI as NodeWasi } from 'node:wasi';
import type { RbValue, RubyVM as RubyVmType } from '@ruby/wasm-wasi/dist/vm';
import { BridgeRefused, instantiateWithoutBridge, restoreWithoutBridge, rubyString } from './guest';
import { editSections, memoryCap } from './memory';
import runtime from './runtime.rb';
import { captureSnapshot, globalExports, readSnapshot, type Snapshot } from './snapshot';
import stdlib from './stdlib.rb';
import { refuseCodeFromStrings, setWasmFlags } from './worker-v8';

// First, before any data comes in.
refuseCodeFromStrings();

/** Parent → child: first the wasm, then jobs. Templates and instances travel as JSON text. */
export type ParentMessage =
  | ({ type: 'boot'; wasm: Uint8Array } & SnapshotRequest)
  /** The module's file, which this process may read (sandbox.ts). */
  | ({ type: 'boot'; file: string } & SnapshotRequest)
  | {
      type: 'job';
      id: number;
      /** JSON of [{name, text}, ...]. */
      templates: string;
      /** JSON of the instances' properties, links and specs' properties, each distinct object once. */
      texts: string[];
      /** Each instance: its spec's JSON (without the properties of specProperties) and indexes in texts. */
      instances: InstanceMessage[];
      /** Caps on what a template's output may be, checked by Ruby before any of it leaves the VM. */
      maxFileBytes: number;
      maxJobBytes: number;
    };

/**
 * The snapshot of a booted VM (snapshot.ts) to restore from `file` (which this process may read), or
 * when it is missing or refused, to capture after booting and send back for the parent to keep.
 */
interface SnapshotRequest {
  /** `trusted`: by its stamp, unchanged since a VM's process found it whole (its hash is not checked). */
  snapshot?: { file: string; key: string; trusted: boolean };
}

/** An instance's spec as JSON and its other data by index in the job's texts. */
export interface InstanceMessage {
  spec: string;
  properties: number;
  links: number;
  /** The spec's own properties (a copy, parsed apart from the instance's), or -1: none. */
  specProperties: number;
}

/** Child → parent. */
export type WorkerMessage =
  /** `restored`: from a snapshot; `capturing`: a 'snapshot' message follows. */
  | { type: 'ready'; bootMs: number; restored: boolean; capturing: boolean }
  | { type: 'snapshot'; bytes: Uint8Array }
  | { type: 'result'; id: number; instance: number; template: number; result: string }
  | { type: 'done'; id: number }
  | { type: 'broken'; message: string };

const send = (message: WorkerMessage): Promise<void> =>
  new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

/** Reports why the VM cannot go on, then ends this process: the parent starts another for the next job. */
async function die(message: string): Promise<never> {
  await send({ type: 'broken', message });
  process.exit(1);
}

// --disable-gems: loading rubygems at start is most of a default boot; stdlib.rb autoloads Gem
// for templates that use Gem::Version.
const RUBY_ARGS = ['ruby.wasm', '--disable-gems', '-EUTF-8', '-e_=0'];

/** What a VM loads before it is captured (boot): libraries slow to load that templates often use. */
const PRELOADED = "require 'yaml'";

interface Booted {
  vm: RubyVmType;
  restored: boolean;
  /** The snapshot captured after this boot, for the parent to keep. */
  captured?: Uint8Array;
}

async function boot(wasm: () => Uint8Array, request: SnapshotRequest['snapshot']): Promise<Booted> {
  const { WASI } = require('node:wasi') as { WASI: typeof NodeWasi };
  const { RubyVM } = require('@ruby/wasm-wasi/dist/vm') as typeof import('@ruby/wasm-wasi/dist/vm');
  // After node:wasi, the last of node's modules this process loads (worker-v8.ts).
  setWasmFlags();
  // No preopens and no environment: the VM sees no host file and no variable. Its stdio is this
  // process's fds 0 and 1, which the parent opened on /dev/null (fd 2, node's own, is not given).
  const wasi = () =>
    new WASI({
      version: 'preview1',
      returnOnExit: true,
      args: [],
      env: {},
      stdin: 0,
      stdout: 1,
      stderr: 1,
    });
  const compile = (
    globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
  ).WebAssembly.compile;
  if (request) {
    let snapshot: Snapshot | undefined;
    try {
      snapshot = readSnapshot(request.file, request.key, !request.trusted);
      const module = await compile(snapshot.module);
      // Ruby seeds rand's generator at its first use, after boot: each VM draws its own seed.
      return { vm: await restoreWithoutBridge(RubyVM, module, wasi(), snapshot.fill), restored: true };
    } catch {
      // A snapshot missing or refused (or one that did not start): this VM boots and captures anew.
    } finally {
      snapshot?.close();
    }
  }
  const raw = wasm();
  const bytes = editSections(raw, { 5: memoryCap(), 7: globalExports(raw) });
  const vm = await instantiateWithoutBridge(RubyVM, await compile(bytes), wasi(), RUBY_ARGS);
  // stdlib.rb only defines: runtime.rb's require hook calls it, and runtime.rb loads the libraries.
  vm.eval(stdlib);
  vm.eval(runtime);
  // A VM that is captured holds what it loaded for every later run, at no cost to them but the
  // snapshot's size (0.7 MB for Psych): Psych, which the director has loaded and job templates use
  // (to_yaml in bpm.yml), took a tenth of a second of a template's first YAML.dump. Without a
  // snapshot it stays an autoload (stdlib.rb), so a boot does not pay for it.
  if (request) {
    vm.eval(PRELOADED);
    vm.eval('Rigging::Bosh.settle_before_capture');
  }
  // Captured here, between calls into the VM and before any template runs.
  const exports = (vm as unknown as { instance: { exports: Record<string, unknown> } }).instance.exports;
  const captured = request ? captureSnapshot(exports, bytes, request.key) : undefined;
  return { vm, restored: false, ...(captured ? { captured } : {}) };
}

function serve(vm: RubyVmType): void {
  const compileJob = vm.eval('Rigging::Bosh.method(:compile_job)');
  const ints: RbValue[] = [];
  const int = (n: number) => {
    ints[n] ??= vm.eval(String(n));
    return ints[n];
  };
  let busy = Promise.resolve();
  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'job') return;
    busy = busy.then(() => renderJob(message));
  });

  async function renderJob(message: Extract<ParentMessage, { type: 'job' }>): Promise<void> {
    try {
      // Data goes in as Ruby string literals (base64, decoded by Ruby): only the guest's own
      // exports are called, never a JS object handed to Ruby.
      const job = compileJob.call(
        'call',
        vm.eval(rubyString(message.templates)),
        int(message.maxFileBytes),
        int(message.maxJobBytes),
      );
      // All the instances in one string: each vm.eval compiles Ruby, and one per instance was a
      // tenth of a 20-instance job's time.
      const instances = message.instances.map((i) => [i.spec, i.properties, i.links, i.specProperties]);
      job.call('add_instances', vm.eval(rubyString(JSON.stringify({ texts: message.texts, instances }))));
      const count = (JSON.parse(message.templates) as unknown[]).length;
      // Ruby caps what a template renders; this holds even if a template undid that (it can reach
      // runtime.rb's objects): a result's JSON is at most 6 characters per byte (\u escapes).
      let left = message.maxJobBytes * 6 + (1 << 20);
      for (let i = 0; i < message.instances.length; i++) {
        for (let t = 0; t < count; t++) {
          const result = job.call('render_next').toString();
          left -= result.length;
          if (result.length > message.maxFileBytes * 6 + 65536 || left < 0)
            await die("a template got past the output cap of rigging's Ruby runtime");
          // Awaited: the parent holds every result before the next template runs, so a job stopped
          // at its deadline names the template that was running.
          await send({ type: 'result', id: message.id, instance: i, template: t, result });
        }
      }
      await send({ type: 'done', id: message.id });
    } catch (err) {
      // Templates' own errors are results; this is the VM itself failing (exit!, a trap, a call
      // into the refused bridge): its state cannot be trusted, so this process ends.
      await die(why(err));
    }
  }
}

function why(err: unknown): string {
  if (err instanceof BridgeRefused) return err.message;
  // WASI's proc_exit (a template's exit!) throws a symbol, not an Error.
  if (typeof err === 'symbol') return 'Ruby exited (exit!)';
  // The Ruby VM's own failures carry a backtrace after the first line: the first line is the why.
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0]?.slice(0, 500) ?? 'unknown failure';
}

const started = performance.now();
process.once('message', (message: ParentMessage) => {
  if (message.type !== 'boot') return void die('Ruby VM did not boot: no wasm was sent');
  const wasm = () => ('file' in message ? readFileSync(message.file) : message.wasm);
  Promise.resolve()
    .then(() => boot(wasm, message.snapshot))
    .then(
      async ({ vm, restored, captured }) => {
        serve(vm);
        await send({ type: 'ready', bootMs: performance.now() - started, restored, capturing: !!captured });
        if (captured) await send({ type: 'snapshot', bytes: captured });
      },
      (err: unknown) => die(`Ruby VM did not boot: ${why(err)}`),
    );
});
