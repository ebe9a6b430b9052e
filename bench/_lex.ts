import { readFileSync } from 'node:fs';
import { lex } from '../src/template/gotemplate/lex';
const text = readFileSync('/tmp/gob2/deploy.tmpl', 'utf8');
const N = 3000;
for (let r = 0; r < 4; r++) {
  const t0 = performance.now();
  let n = 0;
  for (let i = 0; i < N; i++) n += lex(text).length;
  console.log(((performance.now() - t0) * 1000) / N, 'µs', n / N, 'items');
}
