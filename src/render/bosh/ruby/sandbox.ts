// The second wall around ERB templates: the Ruby VM runs in a child node process that has nothing to
// find even if a template got out of ruby.wasm. No environment at all (the runner's tokens, AWS keys
// and `stack-env` values are not in it, nor in its /proc/<pid>/environ), and Node's permission model:
// it may read its own script and the wasm module's file (wasm-cache.ts) and nothing else, write
// nothing, start no process or worker, and use WASI (which the model refuses unless allowed). Code
// made of strings (eval, new Function) is refused by the process itself (worker-v8.ts): as a node
// option it cost every boot node's code cache.
import { type ChildProcess, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';

/** The node options of the Ruby process, for the node that runs this one. */
export function sandboxFlags(
  script: string,
  flags: ReadonlySet<string> = process.allowedNodeEnvironmentFlags,
  readable: readonly string[] = [],
) {
  // Node >= 22.13/23.5 calls it --permission; Node 20 and 22 before, --experimental-permission.
  const permission = flags.has('--permission')
    ? '--permission'
    : flags.has('--experimental-permission')
      ? '--experimental-permission'
      : undefined;
  // Without --allow-wasi (Node < 20.16) the model refuses WASI, and so Ruby: the VM then runs with
  // the empty environment and no bridge, but without the model.
  const confined = permission !== undefined && flags.has('--allow-wasi');
  return [
    ...(confined
      ? [
          permission,
          `--allow-fs-read=${script}`,
          ...readable.map((f) => `--allow-fs-read=${f}`),
          '--allow-wasi',
        ]
      : []),
    // The model's and WASI's experimental warnings would go to the parent's stderr pipe for nothing.
    // Node options only: a V8 flag here would cost node's code cache (worker-v8.ts).
    '--no-warnings',
  ];
}

/**
 * Starts the Ruby process running `script`, which may also read the files `readable` (real paths).
 * Its only channel to this process is IPC.
 */
export function spawnSandboxed(script: string, readable: readonly string[] = []): ChildProcess {
  // The model compares real paths, and node resolves its entry point's symlinks before reading it.
  const real = realpathSync(script);
  const flags = sandboxFlags(real, process.allowedNodeEnvironmentFlags, readable);
  return spawn(process.execPath, [...flags, real], {
    env: {},
    // fds 0 and 1 are /dev/null (the VM's stdio); 2 is node's own, kept for a fatal error's text.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    // Structured clone: the wasm's bytes go over as bytes, not as JSON.
    serialization: 'advanced',
    windowsHide: true,
  });
}
