import type { SourceOptionsSpec } from '../config/source-type';
import type { Diagnostic } from '../model/types';
import type { Renderer, SourceType } from './types';

/** A type whose renderer is still to come: its options are kept as written. */
interface PlannedOptions {
  options: Record<string, unknown>;
}

const notYet: Renderer = {
  async open(source) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      source: source.name,
      file: source.path,
      message: `source type "${source.type}" cannot be rendered by this version of rigging yet`,
      reason: 'UnsupportedSourceType',
    };
    return { render: async () => ({ objects: [], artifacts: [], diagnostics: [diagnostic] }) };
  },
};

/**
 * A source type DESIGN.md names whose renderer a later issue builds: rigging.yaml accepts it (and
 * checks its paths), so a pipeline can name it today, and rendering it reports that it cannot yet.
 * Its own folder under src/render replaces this when it is built.
 */
function planned(type: string, keys: SourceOptionsSpec['keys'] = {}, pathKeys: string[] = []): SourceType {
  return {
    type,
    keys,
    pathKeys,
    build: (options): PlannedOptions => ({ options }),
    renderer: notYet,
  };
}

export const stackPlanned = planned('stack');
