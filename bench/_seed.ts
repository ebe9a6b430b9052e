import { ExecMeter, type FuncMap, type GoValue, Template } from '../src/template/gotemplate';
import { sprigFuncs } from '../src/template/gotemplate/sprig';
import { readFileSync } from 'node:fs';
const SEED = readFileSync('/tmp/gob2/seed.tmpl', 'utf8');
const input = JSON.parse(readFileSync('/tmp/gob2/data.json', 'utf8')) as GoValue;
function render(): string {
  const meter = new ExecMeter();
  let funcs: FuncMap[] = [];
  const execute = (name: string, t: string, d: GoValue) => Template.parse(name, t, { funcs, missingKey: 'zero', meter }).execute(d);
  funcs = [sprigFuncs, { include: (n, b) => execute(n as string, '', b) }];
  return execute('execution', SEED, input);
}
const N = +(process.argv[2] ?? 50000);
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) render();
  console.log(((performance.now() - t0) * 1000) / N, 'µs');
}
