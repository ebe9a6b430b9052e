/** A location inside a parsed document: map keys and list indexes from the root. */
export type DocPath = readonly (string | number)[];

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** `spec.sources[1].type`: how users write a location; odd keys are quoted (`env["a.b"]`). */
export function formatPath(path: DocPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** `message` prefixed with the readable path, the form every schema diagnostic takes. */
export function atPath(path: DocPath, message: string): string {
  const where = formatPath(path);
  return where ? `${where}: ${message}` : message;
}

/**
 * Turns ajv's JSON pointer (`/spec/sources/1`) into a path, using the data to tell list indexes
 * from map keys that merely look numeric.
 */
export function pointerToPath(pointer: string, data: unknown): (string | number)[] {
  if (pointer === '') return [];
  const path: (string | number)[] = [];
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current =
        current !== null && typeof current === 'object'
          ? (current as Record<string, unknown>)[segment]
          : undefined;
    }
  }
  return path;
}
