/**
 * Literal subtrees of Jsonnet source as constants (constants.ts): an object literal whose fields
 * are all plain `name: value` with constant values, an array of constants. Such data is evaluated
 * lazily and manifested by copying, as a JSON file is. Anything that could mean more than its data
 * is left alone: hidden or forced-visible fields, `+:`, methods, computed names, locals, asserts,
 * a number that overflows, a name written twice (an error at run time when the spellings differ).
 */
import type { FieldMember, Loc, Member, Node, Plain, PlainObject } from './ast';
import { setField } from './constants';

/** What `node` evaluates to when it is plain data, else undefined. */
function constantOf(node: Node): Plain | undefined {
  switch (node.kind) {
    case 'constant':
      return node.value;
    case 'string':
      return node.value;
    case 'number':
      return Number.isFinite(node.value) ? node.value : undefined;
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    case 'unary':
      if (node.op === '-' && node.expr.kind === 'number' && Number.isFinite(node.expr.value))
        return -node.expr.value;
      return undefined;
    default:
      return undefined;
  }
}

/** The object literal as a constant node, or undefined when it is more than data. */
export function foldObject(members: Member[], loc: Loc): Node | undefined {
  // Checked before anything is built: most literals of a program are not data.
  for (const m of members) {
    if (m.kind !== 'field' || m.name.kind !== 'fixed' || m.plus || m.visibility !== 'default' || m.params)
      return undefined;
    if (constantOf(m.body) === undefined) return undefined;
  }
  const value: PlainObject = {};
  for (const m of members as FieldMember[]) {
    const name = (m.name as { name: string }).name;
    if (Object.hasOwn(value, name)) return undefined;
    const v = constantOf(m.body) as Plain;
    setField(value, name, v);
  }
  return { kind: 'constant', value, loc };
}

/** The array literal as a constant node, or undefined when an element is not plain data. */
export function foldArray(elements: Node[], loc: Loc): Node | undefined {
  for (const e of elements) if (constantOf(e) === undefined) return undefined;
  return { kind: 'constant', value: elements.map((e) => constantOf(e) as Plain), loc };
}
