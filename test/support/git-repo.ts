import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real git repository in a temp dir, for tests that render commits. */
export class TempRepo {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'rigging-repo-'));

  constructor() {
    this.git('init', '-q', '-b', 'main');
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
      cwd: this.dir,
      encoding: 'utf8',
    }).trim();
  }

  write(files: Record<string, string | null>): this {
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(this.dir, name);
      if (text === null) {
        rmSync(file, { force: true });
        continue;
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    return this;
  }

  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** rigging.yaml plus a small qbec app with dev and prod, as a file map for TempRepo.write. */
export function qbecRepoFiles(
  components: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: platform }
spec:
  environments: { dev: {}, prod: {} }
  sources:
    - { name: web, type: qbec, path: apps/web }
`,
    'apps/web/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: web }
spec:
  environments:
    dev: { server: "https://dev.example.com", defaultNamespace: web-dev }
    prod: { server: "https://prod.example.com", defaultNamespace: web }
`,
    ...Object.fromEntries(
      Object.entries(components).map(([name, text]) => [`apps/web/components/${name}`, text]),
    ),
    ...extra,
  };
}
