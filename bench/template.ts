// `npm run bench` (part): rigging's Go text/template engine on a 200-line Landscaper-style deploy
// execution template: parse once, execute 1,000 times; µs per parse and per execute, renders/s.
import { availableParallelism } from 'node:os';
import { type GoValue, Template } from '../src/template/gotemplate';
import { sprigFuncs } from '../src/template/gotemplate/sprig';

const ITEMS = 3;
const MANIFESTS = 13;

/** The seed's deploy execution, small: what Go's ~155 µs parse + execute figure is for. */
const SMALL = `deployItems:
- name: deploy
  type: landscaper.gardener.cloud/helm
  target:
    import: {{ .imports.cluster | default "cluster" }}
  config:
    apiVersion: helm.deployer.landscaper.gardener.cloud/v1alpha1
    kind: ProviderConfiguration
    chart:
      ref: {{ printf "%s:%s" .imports.image .imports.version }}
    values:
      replicas: {{ .imports.replicas }}
      {{- range $k, $v := .imports.labels }}
      {{ $k }}: {{ $v | quote }}
      {{- end }}
`;

/** A 200-line deploy execution as blueprints grow: ranges, conditionals, printf, pipes, Sprig. */
function deployExecution(): string {
  const lines = ['deployItems:'];
  lines.push('{{- range $i, $svc := .imports.services }}');
  lines.push('- name: {{ $svc.name }}-{{ $i }}');
  lines.push('  type: landscaper.gardener.cloud/kubernetes-manifest');
  lines.push('  target:');
  lines.push('    import: {{ $.imports.cluster | default "cluster" }}');
  lines.push('  config:');
  lines.push('    apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2');
  lines.push('    kind: ProviderConfiguration');
  lines.push('    updateStrategy: {{ if $.imports.patch }}patch{{ else }}update{{ end }}');
  lines.push('    manifests:');
  for (let k = 0; k < MANIFESTS; k++) {
    lines.push('    - policy: manage');
    lines.push('      manifest:');
    lines.push('        apiVersion: v1');
    lines.push('        kind: ConfigMap');
    lines.push('        metadata:');
    lines.push(`          name: {{ printf "%s-%d" $svc.name ${k} | trunc 63 }}`);
    lines.push('          namespace: {{ $.imports.namespace | quote }}');
    lines.push('          labels:');
    lines.push('            app: {{ $svc.name | lower }}');
    lines.push(
      '            replicas: {{ if gt $svc.replicas 1.0 }}"{{ $svc.replicas }}"{{ else }}"1"{{ end }}',
    );
    lines.push('        data:');
    lines.push('          {{- range $k, $v := $svc.env }}');
    lines.push('          {{ $k }}: {{ $v | quote }}');
    lines.push('          {{- end }}');
  }
  lines.push('{{- end }}');
  return `${lines.join('\n')}\n`;
}

function data(): GoValue {
  const services = Array.from({ length: ITEMS }, (_, i) => ({
    name: `Service${i}`,
    replicas: (i % 3) + 1,
    env: { LOG_LEVEL: 'info', REGION: 'eu-west-1', INDEX: String(i) },
  }));
  return {
    imports: {
      services,
      namespace: 'apps',
      patch: false,
      image: 'nginx',
      version: '0.30.0',
      replicas: 3,
      labels: { app: 'web', team: 'platform', tier: 'frontend' },
    },
  };
}

/** µs per parse and per execute of one template, parsed 200 times and executed 1,000 times. */
function measure(
  name: string,
  text: string,
  input: GoValue,
): { parseUs: number; execUs: number; lines: number; out: number } {
  const options = { funcs: sprigFuncs, missingKey: 'zero' as const };
  const parses = 200;
  const executes = 1000;
  let t0 = performance.now();
  let template = Template.parse(name, text, options);
  for (let i = 1; i < parses; i++) template = Template.parse(name, text, options);
  const parseUs = ((performance.now() - t0) * 1000) / parses;
  let out = '';
  for (let i = 0; i < 50; i++) out = template.execute(input); // warm up
  t0 = performance.now();
  for (let i = 0; i < executes; i++) out = template.execute(input);
  const execUs = ((performance.now() - t0) * 1000) / executes;
  return { parseUs, execUs, lines: text.split('\n').length - 1, out: out.split('\n').length - 1 };
}

const input = data();
const small = measure('small', SMALL, input);
const large = measure('deploy-execution', deployExecution(), input);

console.log(
  `rigging bench: Go text/template engine with Sprig, ${availableParallelism()} cores, Node ${process.version}`,
);
console.log('');
console.log('template                  lines  out lines   µs/parse   µs/execute   renders/s');
const row = (label: string, r: ReturnType<typeof measure>) =>
  console.log(
    `${label.padEnd(24)} ${String(r.lines).padStart(6)} ${String(r.out).padStart(10)} ${r.parseUs.toFixed(1).padStart(10)} ${r.execUs.toFixed(1).padStart(12)} ${String(Math.round(1e6 / r.execUs)).padStart(11)}`,
  );
row('seed deploy execution', small);
row('200-line deploy execution', large);
console.log('');
console.log(
  `ratio: Go text/template + Sprig, one parse + execute of a small Landscaper template (about 155 µs, issue 10) / rigging's execute of the small template = ${(155 / small.execUs).toFixed(1)}; / rigging's parse + execute = ${(155 / (small.parseUs + small.execUs)).toFixed(1)}`,
);
