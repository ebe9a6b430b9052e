import type { SourceConfig } from '../config/types';
import type { Renderer } from './types';

/**
 * A renderer whose code is imported when its first source opens: a pipeline of snippets never
 * loads the Ruby, Go template or CEL code the other types need (the CLI's bundle splits at each
 * `import()`). Its options stay eager, since rigging.yaml is checked against every type's keys.
 */
export function lazyRenderer<S extends SourceConfig>(load: () => Promise<Renderer<S>>): Renderer<S> {
  let loading: Promise<Renderer<S>> | undefined;
  return {
    async open(source, ctx) {
      loading ??= load();
      return (await loading).open(source, ctx);
    },
  };
}
