// The snapshot of a booted Ruby VM through the runtime: the first run boots and keeps one, later
// runs restore it and render alike; a snapshot changed on disk, or one of another key, is never
// restored (the VM boots and keeps a good one again); no snapshot outside a private directory; and
// what a template does to its VM never reaches a snapshot.
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RubyOptions, startRuby, type TemplateResult } from '../../src/render/bosh/ruby';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function privateDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'rigging-snapshot-int-'));
  chmodSync(d, 0o700);
  dirs.push(d);
  return d;
}

const TEMPLATE = `<%= p('port') %> <%= JSON.generate(p('tags')) %> <%= YAML.dump('a' => [1]).lines.size %> <%= ERB.new(['<', '%= 1 + 1 %', '>'].join).result %>
<%= defined?(Tampered) ? 'tampered' : 'clean' %> <%= 'x'.respond_to?(:shout) %>`;

/** One job rendered by a runtime of its own (closed after, so a snapshot it captures is kept). */
async function run(
  options: RubyOptions,
  text = TEMPLATE,
): Promise<{ result: TemplateResult; restored: boolean | undefined }> {
  const ruby = startRuby(options);
  try {
    const [[result]] = (await ruby.renderJob({
      name: 'web',
      templates: [{ name: 't.erb', text }],
      instances: [
        { spec: { name: 'web', index: 0 }, properties: { port: 8080, tags: ['a', 'b'] }, links: {} },
      ],
    })) as [[TemplateResult]];
    return { result, restored: ruby.restored };
  } finally {
    await ruby.close();
  }
}

const snapshots = (dir: string) =>
  readdirSync(dir).filter((f) => f.startsWith('ruby-snapshot-') && f.endsWith('.bin'));
const EXPECTED = { ok: true, content: '8080 ["a","b"] 3 2\nclean false' };

describe('the snapshot of a booted VM', () => {
  it('is kept by the first run and restored by the next, which renders alike', async () => {
    const dir = privateDir();
    const first = await run({ snapshots: dir });
    expect(first).toEqual({ result: EXPECTED, restored: false });
    expect(snapshots(dir)).toHaveLength(1);
    const second = await run({ snapshots: dir });
    expect(second).toEqual({ result: EXPECTED, restored: true });
  });

  it('holds nothing a template did, and gives each run its own random seed', async () => {
    const dir = privateDir();
    // The capturing run's template changes its VM: a constant, a method on String, the seed.
    const hostile = `<% Object.const_set(:Tampered, 1); String.define_method(:shout) { upcase }; srand(1) %><%= rand(2**62) %>`;
    const first = await run({ snapshots: dir }, hostile);
    expect(first.restored).toBe(false);
    expect(await run({ snapshots: dir })).toEqual({ result: EXPECTED, restored: true });
    const draws = await Promise.all([1, 2].map(() => run({ snapshots: dir }, '<%= rand(2**62) %>')));
    expect(draws.map((d) => d.restored)).toEqual([true, true]);
    expect(draws[0]?.result).not.toEqual(draws[1]?.result);
  });

  it('is not restored when changed on disk: the VM boots, renders alike and keeps a good one', async () => {
    const dir = privateDir();
    await run({ snapshots: dir });
    const [name] = snapshots(dir) as [string];
    // Found whole by the next run, it is stamped: later runs need not hash it, until it changes.
    expect(await run({ snapshots: dir })).toEqual({ result: EXPECTED, restored: true });
    expect(readdirSync(dir).sort()).toEqual([name, `${name}.stamp`]);
    const file = path.join(dir, name);
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] as number) ^ 0xff;
    writeFileSync(file, bytes);
    expect(await run({ snapshots: dir })).toEqual({ result: EXPECTED, restored: false });
    expect(await run({ snapshots: dir })).toEqual({ result: EXPECTED, restored: true });
    // Cut short.
    writeFileSync(file, bytes.subarray(0, 1000));
    expect(await run({ snapshots: dir })).toEqual({ result: EXPECTED, restored: false });
  });

  it("is not restored for another key: the VM boots and its snapshot replaces the other key's", async () => {
    const dir = privateDir();
    await run({ snapshots: dir });
    const [name] = snapshots(dir) as [string];
    // The snapshot of what was, say, an older rigging: under its own key's name.
    renameSync(path.join(dir, name), path.join(dir, 'ruby-snapshot-0000.bin'));
    expect(await run({ snapshots: dir })).toEqual({ result: EXPECTED, restored: false });
    expect(snapshots(dir)).toEqual([name]);
  });

  it('holds Psych loaded, as the director has it: a restored VM dumps YAML without loading it first', async () => {
    const dir = privateDir();
    const loaded =
      "<%= $LOADED_FEATURES.any? { |f| f.end_with?('/psych.rb') } %> <%= YAML.dump([1]).lines.size %>";
    expect(await run({ snapshots: dir }, loaded)).toEqual({
      result: { ok: true, content: 'true 2' },
      restored: false,
    });
    expect(await run({ snapshots: dir }, loaded)).toEqual({
      result: { ok: true, content: 'true 2' },
      restored: true,
    });
    // Without a snapshot, Psych loads when first used: a boot does not pay for it.
    expect(await run({ snapshots: false }, loaded)).toEqual({
      result: { ok: true, content: 'false 2' },
      restored: false,
    });
  });

  it('is neither kept nor used outside a private directory, nor when turned off', async () => {
    const open = privateDir();
    chmodSync(open, 0o777);
    expect(await run({ snapshots: open })).toEqual({ result: EXPECTED, restored: false });
    expect(snapshots(open)).toEqual([]);
    const dir = privateDir();
    expect((await run({ snapshots: false })).restored).toBe(false);
    expect(snapshots(dir)).toEqual([]);
  });
});
