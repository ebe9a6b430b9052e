export type Segment = string | number;

const PLAIN = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `repositories["acme/platform"].pipelines.platform.environments.prod.target`: readable and unambiguous. */
export function formatPath(path: readonly Segment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** ajv's instancePath (`/repositories/acme~1platform/pipelines`) as segments; list positions as numbers. */
export function pointerSegments(pointer: string, root: unknown): Segment[] {
  if (pointer === '') return [];
  let value = root;
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const name = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      const segment = Array.isArray(value) ? Number(name) : name;
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
      return segment;
    });
}

/** Problems are collected, not thrown one at a time: one redeploy fixes them all. */
export class Problems {
  readonly list: string[] = [];

  constructor(private readonly variable: string) {}

  /** `RIGGING_CONFIG: targets.prod: region must be an AWS region` */
  at(path: readonly Segment[], message: string): void {
    const where = formatPath(path);
    this.list.push(`${this.variable}: ${where === '' ? '' : `${where}: `}${message}`);
  }

  /** A problem about the variable as a whole (unset, not YAML, removed). */
  add(message: string): void {
    this.list.push(message);
  }

  get size(): number {
    return this.list.length;
  }
}
