/**
 * The hidden line a sticky comment is found by: one per pipeline, and one per shard of a pipeline
 * (a matrix job's environment filter, e.g. `dev,prod`), so they do not overwrite each other.
 */
export function commentMarker(pipeline: string, shard?: string): string {
  // Only name characters (and commas in a shard's list): anything else could end the HTML comment early.
  const name = pipeline.replace(/[^A-Za-z0-9._-]/g, '_');
  if (shard === undefined || shard === '') return `<!-- rigging:${name} -->`;
  return `<!-- rigging:${name}:${shard.replace(/[^A-Za-z0-9._,-]/g, '_')} -->`;
}
