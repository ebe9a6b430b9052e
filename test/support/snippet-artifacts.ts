import type { Artifact } from '../../src/model/types';

/** Fixtures for artifacts as a snippet source makes them: `<namespace>/<snippet>/rendered.json`. */

/** What JaaS would publish for a snippet that is Synced. */
export function syncedArtifact(
  snippet: string,
  content: string,
  revision: string,
  extra: Partial<Artifact> = {},
): Artifact {
  return {
    source: 'dashboards',
    component: snippet,
    name: `default/${snippet}/rendered.json`,
    mediaType: 'application/json',
    content,
    revision,
    status: { ready: true, reason: 'Synced', message: `Rendered ${content.length} bytes from 1 files` },
    ...extra,
  };
}

/** A snippet whose evaluation fails: no content, no revision of its own. */
export function failedArtifact(snippet: string, message: string): Artifact {
  return {
    ...syncedArtifact(snippet, '', ''),
    revision: undefined,
    status: { ready: false, reason: 'EvaluationFailed', message },
  };
}
