// What the Ruby VM's process sets in V8 from inside rather than on node's command line. Node carries
// a code cache for its own JavaScript, which V8 takes only when every V8 flag has its default value
// (the cache is keyed by a hash of the flags): one V8 flag on the command line, and the process
// compiled node's modules again, 15-25 ms of every boot. So the process starts with none, sets the
// wasm compilers' flags before it compiles ruby.wasm, and refuses code made of strings itself.

/**
 * V8's wasm compilers for a VM that lives for one run. By default V8 compiles hot functions again
 * with TurboFan, and ruby.wasm's hot functions are huge (the interpreter loop): a run of a few
 * hundred templates spent twice the CPU compiling them as rendering, on a runner with two cores.
 * Liftoff alone renders slower per template but a run ends far sooner; lazy validation checks
 * each function when it is first compiled rather than all 30 MB up front. Set at run time, a flag's
 * implications are not drawn as on the command line: --liftoff-only alone still let hot functions
 * tier up (postgres rendered in 1.6x the CPU), so the tiers it turns off are named too.
 */
export const WASM_FLAGS = [
  '--liftoff-only',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
  '--wasm-lazy-validation',
];

/**
 * Sets WASM_FLAGS for the modules compiled from now on. Called once node's modules that the
 * process needs are loaded: a module loaded after it is compiled without node's cache.
 */
export function setWasmFlags(): void {
  const { setFlagsFromString } = require('node:v8') as typeof import('node:v8');
  for (const flag of WASM_FLAGS) setFlagsFromString(flag);
}

/**
 * What node's --disallow-code-generation-from-strings does, for this process's own realm: eval and
 * the constructors of functions (Function and its async and generator kin, however reached) throw.
 * Nothing in the process needs them: ruby.wasm's JavaScript bridge, the one part that would, is
 * refused (guest.ts). Each constructor is replaced by a proxy that refuses to be called or
 * constructed, so `instanceof Function` and the constructors' properties still hold.
 */
export function refuseCodeFromStrings(): void {
  const refuse = (): never => {
    throw new EvalError('Code generation from strings disallowed for this context');
  };
  const lock = (target: object, key: PropertyKey, value: unknown) =>
    Object.defineProperty(target, key, { value, writable: false, configurable: false });
  const kinds = [() => {}, async () => {}, function* () {}, async function* () {}];
  for (const kind of kinds) {
    const prototype = Object.getPrototypeOf(kind) as object & { constructor: FunctionConstructor };
    const refusing = new Proxy(prototype.constructor, { apply: refuse, construct: refuse });
    lock(prototype, 'constructor', refusing);
    if (prototype === (Function.prototype as object)) lock(globalThis, 'Function', refusing);
  }
  lock(globalThis, 'eval', refuse);
}
