/**
 * The "billion laughs": nine levels of anchors, each a list of nine aliases of the one before, so a
 * few hundred bytes expand to 9^9 strings. `indent` places it inside a larger document.
 */
export function billionLaughs(indent = ''): string {
  const lines = [`${indent}a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`];
  const names = 'abcdefghi';
  for (let i = 1; i < names.length; i++) {
    lines.push(
      `${indent}${names[i]}: &${names[i]} [${Array(9)
        .fill(`*${names[i - 1]}`)
        .join(', ')}]`,
    );
  }
  return `${lines.join('\n')}\n`;
}
