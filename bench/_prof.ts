import { type FuncMap, type GoValue, Template } from '../src/template/gotemplate';
import { sprigFuncs } from '../src/template/gotemplate/sprig';
import { readFileSync } from 'node:fs';
const text = readFileSync('/tmp/gob2/deploy.tmpl', 'utf8');
const LABELS = readFileSync('/tmp/gob2/labels.tpl', 'utf8');
const input = JSON.parse(readFileSync('/tmp/gob2/data.json', 'utf8')) as GoValue;
const mode = process.argv[2] ?? 'render';
const fresh = (): FuncMap => {
  const options = { funcs: {} as FuncMap, missingKey: 'zero' as const };
  options.funcs = { ...sprigFuncs, include: (name, binding) => Template.parse(name as string, LABELS, options).execute(binding) };
  return options.funcs;
};
const f0 = fresh();
const parsed = Template.parse('execution', text, { funcs: f0, missingKey: 'zero' });
const N = 2000;
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  if (mode === 'parse') Template.parse('execution', text, { funcs: fresh(), missingKey: 'zero' });
  else if (mode === 'exec') parsed.execute(input);
  else Template.parse('execution', text, { funcs: fresh(), missingKey: 'zero' }).execute(input);
}
console.log(mode, ((performance.now() - t0) * 1000) / N, 'µs');
