// `npm run bench` (tenth part): redaction of many secrets of every size (issue 21, item 2). One
// redactor learns a Secret of N values, 8 bytes to 100 KB each, and then redacts 20 MB of text that
// copies some of them, plain and in base64. Printed: the time to build the matcher, the time per MB
// of text, and the same for twice as many secrets side by side, whose ratio should stay near 1:
// the cost per MB does not depend on how many secrets there are. Then `rigging render`'s path,
// redactPrinted: ~5 MB of printed manifests holding no secret, for 10 to 1000 secret values.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createRedactor } from '../src/diff/redact';
import type { KubeObject } from '../src/model/types';
import { verbatimParts, yamlPrinter } from '../src/model/yaml-text';

const TEXT_MB = 20;
const COUNT = 10_000;

/**
 * Sizes as a repository has them: most values are passwords and tokens, some keys and certificates,
 * a few whole documents (a BOSH instance group's properties), the largest exactly 100 KB.
 */
function sizeOf(i: number): number {
  const r = (i * 2654435761) % 1000;
  if (i % 1000 === 999) return 100 * 1024;
  if (r < 900) return 8 + (r % 57); // 8..64 bytes
  if (r < 990) return 64 + ((r * 37) % 4032); // up to 4 KB
  return 4096 + ((r * 7919) % (96 * 1024)); // up to 100 KB
}

/** Printable values (base64 text of random bytes), so their copies are text as in a manifest. */
function values(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    randomBytes(Math.ceil((sizeOf(i) * 3) / 4))
      .toString('base64')
      .slice(0, sizeOf(i)),
  );
}

/** About `mb` MB of YAML-like lines, with a copy of one of `secrets` (plain or base64) every ~4 KB. */
function text(secrets: string[], mb: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < mb * 1024 * 1024; i++) {
    const filler = `  line-${i}: ${randomBytes(1536).toString('hex')}\n`;
    const secret = secrets[(i * 7919) % secrets.length] as string;
    const copy = i % 2 === 0 ? secret : Buffer.from(secret).toString('base64');
    const part = `${filler}  copy-${i}: ${copy}\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

interface Result {
  secrets: number;
  secretMiB: number;
  buildMs: number;
  msPerMB: number;
}

function measure(secrets: string[], input: string): Result {
  const redactor = createRedactor();
  let t0 = performance.now();
  redactor.learn({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'bench' },
    stringData: Object.fromEntries(secrets.map((v, i) => [`k${i}`, v])),
  });
  redactor.redactText('x'); // builds the matcher
  const buildMs = performance.now() - t0;
  t0 = performance.now();
  const out = redactor.redactText(input);
  const ms = performance.now() - t0;
  // The copies are gone: none of the first secrets' long values is left.
  for (const s of secrets.slice(0, 50)) {
    if (s.length >= 8 && out.includes(s)) throw new Error('a secret survived redaction');
  }
  return {
    secrets: secrets.length,
    secretMiB: secrets.reduce((n, s) => n + s.length, 0) / (1024 * 1024),
    buildMs,
    msPerMB: ms / (input.length / (1024 * 1024)),
  };
}

/** ConfigMaps of ~25 KB each, `mb` MB in all, holding text like a manifest's and no secret. */
function manifests(mb: number): KubeObject[] {
  const objects: KubeObject[] = [];
  for (let size = 0, i = 0; size < mb * 1024 * 1024; i++) {
    const data: Record<string, string> = {};
    for (let k = 0; k < 100; k++) data[`key-${k}`] = `value ${i}-${k} ${randomBytes(96).toString('base64')}`;
    data.script = Array.from({ length: 40 }, (_, l) => `line ${l}: ${randomBytes(24).toString('hex')}`).join(
      '\n',
    );
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `cm-${i}` }, data } as KubeObject);
    size += 25 * 1024;
  }
  return objects;
}

/** redactPrinted over the manifests, per MB of printed text, once `count` secret values are known. */
function measurePrinted(objects: KubeObject[], count: number): number {
  const redactor = createRedactor();
  const secrets = values(count);
  redactor.learn({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'bench' },
    stringData: Object.fromEntries(secrets.map((v, i) => [`k${i}`, v])),
  });
  const yaml = yamlPrinter();
  const printer = { print: (obj: KubeObject) => `---\n${yaml(obj)}`, verbatimParts };
  redactor.redactPrinted(objects[0] as KubeObject, printer); // learns the forms' parts
  let chars = 0;
  const t0 = performance.now();
  for (const obj of objects) chars += redactor.redactPrinted(obj, printer).length;
  const ms = performance.now() - t0;
  return ms / (chars / (1024 * 1024));
}

function printedPart(): void {
  const objects = manifests(5);
  // Printing alone, for reference (its second round: the others run warm too): what
  // redactPrinted costs beyond it is the search.
  let printMs = 0;
  for (let round = 0; round < 2; round++) {
    const yaml = yamlPrinter();
    let chars = 0;
    const t0 = performance.now();
    for (const obj of objects) chars += yaml(obj).length;
    printMs = (performance.now() - t0) / (chars / (1024 * 1024));
  }
  console.log(`printing manifests alone: ${printMs.toFixed(1)} ms per MB`);
  for (const count of [10, 100, 1000]) {
    const msPerMB = measurePrinted(objects, count);
    console.log(
      `redactPrinted with ${count} secret values known: ${msPerMB.toFixed(1)} ms per MB of manifests`,
    );
  }
}

function main(): void {
  console.log(`\nrigging bench: redaction, ${availableParallelism()} cores, Node ${process.version}`);
  printedPart();
  const all = values(2 * COUNT);
  const few = all.slice(0, COUNT);
  const input = text(few, TEXT_MB);
  const a = measure(few, input);
  const b = measure(all, input);
  for (const r of [a, b]) {
    console.log(
      `${r.secrets} secrets (${r.secretMiB.toFixed(1)} MiB of values, 8 B to 100 KB): matcher built in ${r.buildMs.toFixed(0)} ms, ${r.msPerMB.toFixed(1)} ms per MB of text over ${TEXT_MB} MB`,
    );
  }
  console.log(
    `twice the secrets: ${(b.msPerMB / a.msPerMB).toFixed(2)}x the time per MB (${a.msPerMB.toFixed(1)} -> ${b.msPerMB.toFixed(1)} ms), ${(b.buildMs / a.buildMs).toFixed(2)}x the build`,
  );
}

main();
