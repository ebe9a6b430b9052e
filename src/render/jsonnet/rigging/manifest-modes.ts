/**
 * The jsonnet CLI's output modes over an evaluated value (libjsonnet's manifestString,
 * manifestMulti and manifestStream): `-S` string output, `-y` a YAML stream of JSON documents,
 * `-m` one JSON (or string) file per visible field. Messages are libjsonnet's, word for word.
 */
import type { ManifestedOutput, ManifestMode } from '../engine';
import { type Interpreter, MANIFESTATION } from './evaluate';
import { type JsonValue, manifestOutput, sortedKeys } from './manifest';
import { typeOf, type Value } from './value';

export function manifestAs(interp: Interpreter, v: Value, mode: ManifestMode): ManifestedOutput {
  const text = (plain: unknown): string => {
    if (!mode.string) return manifestOutput(plain as JsonValue);
    if (typeof plain !== 'string')
      throw interp.error(MANIFESTATION, `expected string result, got: ${plainType(plain)}`);
    return `${plain}\n`;
  };
  if (mode.kind === 'single') {
    // A string result is output as it is: no need to manifest anything else.
    if (mode.string && typeof v !== 'string')
      throw interp.error(MANIFESTATION, `expected string result, got: ${typeOf(v)}`);
    return { kind: 'single', text: text(mode.string ? v : interp.toPlain(v, MANIFESTATION)) };
  }
  if (mode.kind === 'stream') {
    if (!Array.isArray(v))
      throw interp.error(
        MANIFESTATION,
        `stream mode: top-level object was a ${typeOf(v)}, should be an array whose elements hold the JSON for each document in the stream.`,
      );
    const plain = interp.toPlain(v, MANIFESTATION) as unknown[];
    return { kind: 'stream', documents: plain.map(text) };
  }
  if (typeOf(v) !== 'object')
    throw interp.error(
      MANIFESTATION,
      `multi mode: top-level object was a ${typeOf(v)}, should be an object whose keys are filenames and values hold the JSON for that file.`,
    );
  const plain = interp.toPlain(v, MANIFESTATION) as Record<string, unknown>;
  return { kind: 'multi', files: sortedKeys(plain as never).map((name) => [name, text(plain[name])]) };
}

function plainType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}
