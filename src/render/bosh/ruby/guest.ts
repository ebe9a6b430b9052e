// ruby.wasm without its JavaScript bridge. The bundled ruby+stdlib.wasm ships the `js` extension,
// whose every reach into JavaScript (JS.global, JS.eval, a JS object's methods, values handed in by
// vm.wrap) is a call to an import of the `rb-js-abi-host` namespace; RubyVM.instantiateModule fills
// those with a live bridge to this process's globalThis. rigging instantiates the module itself:
// WASI and the guest's own resource table are provided, and every other import is a function that
// refuses, so a template that loads `js` finds nothing behind it. The host drives the VM only
// through the guest's exports (eval, funcall, intern, errinfo, rstring-ptr), which hand no JS value
// to Ruby.
import type { RubyVM as RubyVmType } from '@ruby/wasm-wasi/dist/vm';

/** What a refused import throws: the VM that made the call is not used again. */
export class BridgeRefused extends Error {}

// The type libraries here declare WebAssembly.Module but not the rest: these are what this file uses.
type Imports = Record<string, Record<string, unknown>>;
interface Instance {
  exports: Record<string, unknown>;
}

interface Wasip1 {
  wasiImport: Record<string, unknown>;
  initialize(instance: Instance): void;
}

interface GuestBinding {
  addToImports(imports: Imports): void;
}

const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(module: WebAssembly.Module, imports: Imports): Promise<Instance>;
      Module: { imports(module: WebAssembly.Module): { module: string; name: string; kind: string }[] };
    };
  }
).WebAssembly;

/**
 * The imports of `module`: WASI, the guest's rb-abi-value resource functions, and a refusing
 * function for everything else (the JS bridge, and whatever a later ruby.wasm adds).
 */
export function importsWithoutBridge(
  module: WebAssembly.Module,
  wasip1: Wasip1,
  guest: GuestBinding,
): { imports: Imports; refused: string[] } {
  const imports: Imports = { wasi_snapshot_preview1: wasip1.wasiImport };
  // Only the rb-abi-value handle table (the guest's values held by the host): canonical_abi.
  const own: Imports = {};
  guest.addToImports(own);
  const refused: string[] = [];
  for (const { module: space, name, kind } of wasm.Module.imports(module)) {
    if (space === 'wasi_snapshot_preview1' && name in wasip1.wasiImport) continue;
    const guestOwn = own[space]?.[name];
    if (space === 'canonical_abi' && name.endsWith('_rb-abi-value') && typeof guestOwn === 'function') {
      imports[space] = { ...imports[space], [name]: guestOwn };
      continue;
    }
    if (kind !== 'function')
      throw new Error(`ruby.wasm imports ${space}.${name} (${kind}), which rigging does not provide`);
    refused.push(`${space}.${name}`);
    imports[space] = { ...imports[space], [name]: refuse(name) };
  }
  return { imports, refused };
}

function refuse(name: string): () => never {
  const what = name.split(':')[0] ?? name;
  return () => {
    throw new BridgeRefused(
      `the template reached for JavaScript (ruby.wasm's JS bridge, ${what}), which rigging's Ruby does not have`,
    );
  };
}

/** A Ruby VM booted from `module` with no JS bridge: RubyVM.instantiateModule without addToImports. */
export async function instantiateWithoutBridge(
  RubyVM: typeof RubyVmType,
  module: WebAssembly.Module,
  wasip1: Wasip1,
  args: string[],
): Promise<RubyVmType> {
  const { vm, instance } = await bareVm(RubyVM, module, wasip1);
  wasip1.initialize(instance);
  vm.initialize(args);
  return vm;
}

/**
 * A Ruby VM with no JS bridge from `module`, a snapshot of a booted VM (snapshot.ts), whose memory
 * `fill` writes before anything runs in it: neither the module's own start (_initialize) nor
 * Ruby's init runs, for both ran before the snapshot was captured. WASI gets the instance's memory
 * alone.
 */
export async function restoreWithoutBridge(
  RubyVM: typeof RubyVmType,
  module: WebAssembly.Module,
  wasip1: Wasip1,
  fill: (memory: ArrayBuffer) => void,
): Promise<RubyVmType> {
  const { vm, instance } = await bareVm(RubyVM, module, wasip1, (i) =>
    fill((i.exports.memory as { buffer: ArrayBuffer }).buffer),
  );
  wasip1.initialize({ exports: { memory: instance.exports.memory } });
  return vm;
}

/** The VM and its instance (on which `prepare` ran, if given), not yet started. */
async function bareVm(
  RubyVM: typeof RubyVmType,
  module: WebAssembly.Module,
  wasip1: Wasip1,
  prepare?: (instance: Instance) => void,
): Promise<{ vm: RubyVmType; instance: Instance }> {
  const vm = new RubyVM();
  // The guest binding's own addToImports (not RubyVM#addToImports, which adds the bridge).
  const guest = (vm as unknown as { guest: GuestBinding }).guest;
  const { imports } = importsWithoutBridge(module, wasip1, guest);
  const instance = await wasm.instantiate(module, imports);
  prepare?.(instance);
  await (vm as unknown as { setInstance(i: Instance): Promise<void> }).setInstance(instance);
  return { vm, instance };
}

/**
 * Ruby source for the string `text` (UTF-8): base64 in a single-quoted literal, decoded by Ruby, so
 * no byte of the text can end the literal or interpolate.
 */
export function rubyString(text: string): string {
  return `'${Buffer.from(text, 'utf8').toString('base64')}'.unpack1('m0').force_encoding(Encoding::UTF_8)`;
}
