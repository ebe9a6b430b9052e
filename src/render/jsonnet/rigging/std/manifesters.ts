/**
 * std.manifestJsonEx, manifestJson, manifestJsonMinified, manifestYamlDoc and manifestYamlStream,
 * printed straight from the evaluated value (manifest-values.ts) instead of a plain copy of it.
 * Arguments of a type std.jsonnet does not expect (an indent that is not a string, say) and a
 * stream that is not an array take the plain path, whose answer for them stays as it was.
 */
import type { Loc } from '../ast';
import { type Interpreter, nestedLoc } from '../evaluate';
import * as m from '../manifest';
import { JsonExLayout } from '../manifest/json';
import type { Layout } from '../manifest/layout';
import { YAML_DOCUMENT_SEPARATOR, YAML_STREAM_START, YamlLayout, yamlStreamEnd } from '../manifest/yaml';
import { writeValue } from '../manifest-values';
import type { Thunk, Value } from '../value';
import type { BuiltinTable } from './index';
import { callPlain } from './plain';

/** The layout's text of `v`; a printing failure becomes a runtime error at the call. */
function print(interp: Interpreter, v: Value, loc: Loc | undefined, layout: Layout): string {
  writeValue(interp, v, loc, layout, 0);
  return done(interp, layout, loc);
}

function done(interp: Interpreter, layout: Layout, loc: Loc | undefined): string {
  try {
    return layout.done();
  } catch (e) {
    if (e instanceof m.ManifestError) throw interp.error(loc, e.message);
    throw e;
  }
}

/** The old way: the arguments made plain data, then printed. */
function plainPath(
  interp: Interpreter,
  fn: (...a: never[]) => string,
  args: Value[],
  loc: Loc | undefined,
): Value {
  return callPlain(interp, fn as (...a: unknown[]) => unknown, args, loc);
}

const isString = (v: Value): v is string => typeof v === 'string';
const isBoolean = (v: Value): v is boolean => typeof v === 'boolean';

export function manifestFunctions(): BuiltinTable {
  return {
    manifestJsonEx: {
      params: ['value', 'indent', 'newline', 'key_val_sep'],
      defaults: { newline: '\n', key_val_sep: ': ' },
      fn: (interp, args, loc) => {
        const [v, indent, newline, sep] = args;
        if (!isString(indent) || !isString(newline) || !isString(sep))
          return plainPath(interp, m.manifestJsonEx, args, loc);
        return print(interp, v, loc, new JsonExLayout(indent, newline, sep));
      },
    },
    manifestJson: {
      params: ['value'],
      fn: (interp, [v], loc) => print(interp, v, loc, new JsonExLayout('    ')),
    },
    manifestJsonMinified: {
      params: ['value'],
      fn: (interp, [v], loc) => print(interp, v, loc, new JsonExLayout('', '', ':')),
    },
    manifestYamlDoc: {
      params: ['value', 'indent_array_in_object', 'quote_keys'],
      defaults: { indent_array_in_object: false, quote_keys: true },
      fn: (interp, args, loc) => {
        const [v, indentArrays, quoteKeys] = args;
        if (!isBoolean(indentArrays) || !isBoolean(quoteKeys))
          return plainPath(interp, m.manifestYamlDoc, args, loc);
        return print(interp, v, loc, new YamlLayout(indentArrays, quoteKeys));
      },
    },
    manifestYamlStream: {
      params: ['value', 'indent_array_in_object', 'c_document_end', 'quote_keys'],
      defaults: { indent_array_in_object: false, c_document_end: true, quote_keys: true },
      fn: (interp, args, loc) => {
        const [v, indentArrays, documentEnd, quoteKeys] = args;
        if (!Array.isArray(v) || !isBoolean(indentArrays) || !isBoolean(documentEnd) || !isBoolean(quoteKeys))
          return plainPath(interp, m.manifestYamlStream, args, loc);
        const layout = new YamlLayout(indentArrays, quoteKeys);
        layout.write(YAML_STREAM_START);
        for (let i = 0; i < v.length; i++) {
          if (i > 0) layout.write(YAML_DOCUMENT_SEPARATOR);
          // Each document is an element of the stream's array, manifested in its frame.
          const doc = interp.manifestElement(v[i] as Thunk, loc);
          writeValue(interp, doc, nestedLoc(doc, loc), layout, 0);
          interp.pop();
        }
        layout.write(yamlStreamEnd(documentEnd));
        return done(interp, layout, loc);
      },
    },
  };
}
