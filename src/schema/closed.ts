/**
 * A JSON Schema object that accepts exactly these keys, as qbec's and rigging's own file formats
 * do: an unknown key is an error naming it (and, through did-you-mean, the key meant).
 */
export function closedObject(
  properties: Readonly<Record<string, object>>,
  extra: Readonly<Record<string, unknown>> = {},
): object {
  return { type: 'object', additionalProperties: false, properties, ...extra };
}
