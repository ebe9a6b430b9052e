// The pieces of the Ruby sandbox on their own: which of ruby.wasm's imports rigging provides (WASI
// and the guest's value table, nothing of the JS bridge), the memory cap written into the module,
// and the node options of the Ruby process on each Node line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BridgeRefused, importsWithoutBridge, rubyString } from '../../src/render/bosh/ruby/guest';
import { capMemory } from '../../src/render/bosh/ruby/memory';
import { sandboxFlags } from '../../src/render/bosh/ruby/sandbox';

// The type libraries here declare WebAssembly.Module but not the rest of the global object.
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
interface WasmApi {
  Module: {
    new (bytes: Uint8Array): WebAssembly.Module;
    imports(module: WebAssembly.Module): { module: string; name: string; kind: string }[];
  };
  Instance: new (
    module: WebAssembly.Module,
    imports: object,
  ) => { exports: { memory: { grow(pages: number): number } } };
}

const require = createRequire(__filename);

describe("ruby.wasm's imports", () => {
  const module = new wasm.Module(readFileSync(require.resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm')));
  const wasi = { wasiImport: { fd_write: () => 0 }, initialize: () => undefined };
  const guest = {
    addToImports(imports: Record<string, Record<string, unknown>>) {
      imports.canonical_abi = {
        'resource_new_rb-abi-value': () => 1,
        'resource_get_rb-abi-value': () => 2,
        'resource_drop_js-abi-value': () => 3,
      };
    },
  };

  it('are the JS bridge, the guest value table and WASI, and every bridge import refuses', () => {
    const spaces = new Set(wasm.Module.imports(module).map((i) => i.module));
    expect([...spaces].sort()).toEqual(['canonical_abi', 'rb-js-abi-host', 'wasi_snapshot_preview1']);
    const { imports, refused } = importsWithoutBridge(module, wasi, guest);
    const bridge = wasm.Module.imports(module).filter((i) => i.module === 'rb-js-abi-host');
    expect(bridge.length).toBeGreaterThan(10);
    const host = (imports['rb-js-abi-host'] ?? {}) as Record<string, () => unknown>;
    for (const { name } of bridge) {
      expect(refused).toContain(`rb-js-abi-host.${name}`);
      expect(() => host[name]?.()).toThrow(BridgeRefused);
    }
    // The JS value table is the bridge's, even though the guest binding offers one.
    expect(refused).toContain('canonical_abi.resource_drop_js-abi-value');
    expect(Object.keys(imports.canonical_abi ?? {}).sort()).toEqual([
      'resource_drop_js-abi-value',
      'resource_get_rb-abi-value',
      'resource_new_rb-abi-value',
    ]);
    const abi = imports.canonical_abi as Record<string, () => unknown>;
    expect(abi['resource_get_rb-abi-value']?.()).toBe(2);
    expect(() => abi['resource_drop_js-abi-value']?.()).toThrow(BridgeRefused);
    // WASI's own functions are WASI's; one it lacks refuses too.
    expect(imports.wasi_snapshot_preview1?.fd_write).toBe(wasi.wasiImport.fd_write);
    expect(refused).toContain('wasi_snapshot_preview1.path_open');
  });

  it('carry data as base64 Ruby literals, never as a JS value', () => {
    const text = `'"\\#{ENV}\u00e9\0`;
    const source = rubyString(text);
    expect(source).toMatch(/^'[A-Za-z0-9+/=]*'\.unpack1\('m0'\)\.force_encoding\(Encoding::UTF_8\)$/);
    expect(Buffer.from(source.slice(1, source.indexOf("'", 1)), 'base64').toString('utf8')).toBe(text);
  });
});

describe('the memory cap', () => {
  // (module (memory (export "memory") 1)): a memory of one page and no maximum.
  const tiny = Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x05, 0x03, 0x01, 0x00, 0x01, 0x07, 0x0a, 0x01, 0x06,
    0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00,
  ]);

  it('gives a memory with no maximum one, which memory.grow cannot pass', () => {
    const capped = capMemory(tiny, 3 * 65536);
    expect([...capped.subarray(8, 14)]).toEqual([0x05, 0x04, 0x01, 0x01, 0x01, 0x03]);
    const { memory } = new wasm.Instance(new wasm.Module(capped), {}).exports;
    expect(memory.grow(2)).toBe(1);
    expect(() => memory.grow(1)).toThrow(RangeError);
    // Uncapped, the same module grows past it.
    expect(new wasm.Instance(new wasm.Module(tiny), {}).exports.memory.grow(3)).toBe(1);
  });

  it("caps ruby.wasm's own memory", () => {
    const bytes = readFileSync(require.resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm'));
    expect(() => new wasm.Module(capMemory(bytes))).not.toThrow();
    expect(() => capMemory(Uint8Array.from(tiny.subarray(0, 8)))).toThrow(/defines no memory/);
  });
});

describe("the Ruby process's node options", () => {
  const script = '/opt/rigging/dist/ruby/worker.js';

  it('use --permission where Node has it, allowing the script and WASI only', () => {
    expect(sandboxFlags(script, new Set(['--permission', '--allow-wasi', '--allow-fs-read']))).toEqual([
      '--permission',
      `--allow-fs-read=${script}`,
      '--allow-wasi',
      '--no-warnings',
    ]);
  });

  it("use --experimental-permission on Node 20, and no model where WASI can't be allowed", () => {
    expect(sandboxFlags(script, new Set(['--experimental-permission', '--allow-wasi']))[0]).toBe(
      '--experimental-permission',
    );
    expect(sandboxFlags(script, new Set(['--experimental-permission']))).toEqual(['--no-warnings']);
  });

  it('are ones the node running the tests accepts', () => {
    const flags = sandboxFlags(script);
    expect(flags.some((f) => /^--(experimental-)?permission$/.test(f))).toBe(true);
  });
});
