import type { ChangeKind, Counts, EnvDiff, ObjectChange, PipelineDiff } from '../../src/diff/diff';
import { displayKey } from '../../src/model/key';
import type { ObjectKey } from '../../src/model/types';

export interface SyntheticOptions {
  changes: number;
  envs?: string[];
  sources?: string[];
  /** Put accented, CJK and emoji text in every third object, so bytes and characters differ. */
  multibyte?: boolean;
}

/**
 * A pipeline diff shaped like diffPipelines' output: changes spread over environments and sources,
 * grouped by source within an environment, about one in five added and one in seven removed, each
 * diff 30 to 60 lines of a Deployment's YAML.
 */
export function syntheticDiff(opts: SyntheticOptions): PipelineDiff {
  const envs = opts.envs ?? ['dev', 'staging', 'prod'];
  const sources = opts.sources ?? ['guestbook', 'dashboards', 'ingress', 'nats', 'platform'];
  const byEnv = envs.map(() => [] as Array<{ source: number; change: ObjectChange }>);
  for (let i = 0; i < opts.changes; i++) {
    const e = i % envs.length;
    const s = Math.floor(i / envs.length) % sources.length;
    const kind: ChangeKind = i % 7 === 3 ? 'removed' : i % 5 === 1 ? 'added' : 'changed';
    const env = envs[e] ?? '';
    const key: ObjectKey = {
      group: 'apps',
      version: 'v1',
      kind: 'Deployment',
      namespace: `${env}-apps`,
      name: `${sources[s]}-web-${i}`,
    };
    const lines = 30 + ((i * 7) % 31);
    const diff = objectDiff(key, kind, lines, i, opts.multibyte === true && i % 3 === 0);
    byEnv[e]?.push({
      source: s,
      change: {
        source: sources[s] ?? '',
        component: 'web',
        key,
        id: `Deployment.apps:${key.namespace}/${key.name}`,
        change: kind,
        diff,
      },
    });
  }
  const environments: EnvDiff[] = envs.map((name, e) => {
    const changes = (byEnv[e] ?? []).sort((a, b) => a.source - b.source).map((c) => c.change);
    const bySource: Record<string, Counts> = {};
    for (const source of sources) bySource[source] = { added: 0, changed: 0, removed: 0, unchanged: 3 };
    for (const c of changes) {
      const counts = bySource[c.source];
      if (counts) counts[c.change]++;
    }
    const summary = Object.values(bySource).reduce(
      (t, c) => ({
        added: t.added + c.added,
        changed: t.changed + c.changed,
        removed: t.removed + c.removed,
        unchanged: t.unchanged + c.unchanged,
      }),
      { added: 0, changed: 0, removed: 0, unchanged: 0 },
    );
    return { name, summary, bySource, changes, diagnostics: [] };
  });
  return { environments };
}

/** All changes, environment by environment, in the diff's order. */
export function allChanges(diff: PipelineDiff): ObjectChange[] {
  return diff.environments.flatMap((e) => e.changes);
}

/**
 * An environment's changes in the order the report shows their blocks: removals first, then the
 * rest (a synthetic diff records no fields, so none counts as a workload change or groups).
 */
export function reportOrder(env: EnvDiff): ObjectChange[] {
  return [
    ...env.changes.filter((c) => c.change === 'removed'),
    ...env.changes.filter((c) => c.change !== 'removed'),
  ];
}

/** `<details>` summaries of `md` that belong to environment `env` (their namespace is `<env>-apps`). */
export function envSummaries(summaries: readonly string[], env: string): string[] {
  return summaries.filter((s) => s.includes(` ${env}-apps/`));
}

function objectDiff(
  key: ObjectKey,
  kind: ChangeKind,
  lines: number,
  seed: number,
  multibyte: boolean,
): string {
  const head = `--- a/${displayKey(key)}\n+++ b/${displayKey(key)}\n`;
  const before = deploymentYaml(key, `registry.example.com/web:1.${seed}`, lines, multibyte);
  if (kind === 'added') return `${head}@@ -0,0 +1,${lines} @@\n${before.map((l) => `+${l}`).join('\n')}\n`;
  if (kind === 'removed') return `${head}@@ -1,${lines} +0,0 @@\n${before.map((l) => `-${l}`).join('\n')}\n`;
  const after = deploymentYaml(key, `registry.example.com/web:2.${seed}`, lines, multibyte);
  const body: string[] = [];
  before.forEach((line, i) => {
    if (line === after[i]) body.push(` ${line}`);
    else body.push(`-${line}`, `+${after[i]}`);
  });
  return `${head}@@ -1,${lines} +1,${lines} @@\n${body.join('\n')}\n`;
}

function deploymentYaml(key: ObjectKey, image: string, lines: number, multibyte: boolean): string[] {
  const out = [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  annotations:',
    multibyte
      ? '    description: "Überprüfung der Bereitstellung — 日本語の説明文をここに書きます 🚀🚀🚀"'
      : '    description: "frontend of the guestbook, served behind the ingress"',
    '  labels:',
    `    app: ${key.name}`,
    '    qbec.io/environment: dev',
    `  name: ${key.name}`,
    `  namespace: ${key.namespace}`,
    'spec:',
    '  replicas: 2',
    '  selector:',
    '    matchLabels:',
    `      app: ${key.name}`,
    '  template:',
    '    spec:',
    '      containers:',
    `        - image: ${image}`,
    '          name: web',
    '          env:',
  ];
  for (let i = 0; out.length < lines; i++) {
    out.push(
      multibyte && i % 2 === 0
        ? `            - { name: LABEL_${i}, value: "ラベル値 ${i} — naïve café 🚀" }`
        : `            - { name: SETTING_${i}, value: "value-${i}-of-the-service-config" }`,
    );
  }
  return out;
}
