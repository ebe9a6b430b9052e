import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The files and directories DESIGN.md's example pipeline points at. */
export const EXAMPLE_TREE = [
  'apps/guestbook/qbec.yaml',
  'snippets/dashboard.jsonnet',
  'landscaper/ingress/installation.yaml',
  'bosh/nats/deployment.yml',
  'bosh/releases/nats.tgz',
  'stacks/dev/hub.yaml',
];

/** DESIGN.md's example, one line per entry so tests can swap single lines and know their numbers. */
export const EXAMPLE_LINES = [
  'apiVersion: rigging.dev/v1alpha1', // 1
  'kind: Pipeline', // 2
  'metadata: { name: platform }', // 3
  'spec:', // 4
  '  environments:', // 5
  '    dev:  { target: dev-cluster }', // 6
  '    prod: { target: prod-cluster }', // 7
  '  sources:', // 8
  '    - { name: guestbook, type: qbec, path: apps/guestbook }', // 9
  '    - { name: dashboards, type: snippet, path: snippets }', // 10
  '    - { name: ingress, type: blueprint, path: landscaper/ingress/installation.yaml }', // 11
  '    - { name: nats, type: bosh, path: bosh/nats/deployment.yml, releases: bosh/releases }', // 12
  '    - { name: platform, type: stack, path: stacks/dev/hub.yaml }', // 13
  '  diff: { ignore: [] }', // 14
  '  deploy: { prune: true, wait: true }', // 15
];

/** The example with some 1-based lines replaced (an array value splices in several lines). */
export function exampleWith(replace: Record<number, string | string[]> = {}): string {
  const out = EXAMPLE_LINES.flatMap((line, i) => replace[i + 1] ?? line);
  return `${out.join('\n')}\n`;
}

/** A temp directory holding `files` (empty files; parents created); remove it with `removeTree`. */
export async function makeTree(files: readonly string[] = EXAMPLE_TREE): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'rigging-config-'));
  for (const file of files) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), '');
  }
  return root;
}

export async function removeTree(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}
