// `trace dump --state-at N` prints the GL state as indented text (@mgpipe/trace summarizeGLState); --json and the
// report want it as a tree. The text's shape: a `section:` or `name: value` line opens a node, two-space-indented
// lines under it are its entries, each `key = value` or `key: value`, several per line separated by two spaces.
export type StateTree = { [key: string]: string | StateTree };

function put(node: StateTree, key: string, value: string | StateTree): void {
  let k = key;
  for (let i = 2; k in node; i++) k = `${key} (${i})`;
  node[k] = value;
}

/** `key = value` / `key: value` → [key, value]; anything else is its own value under an index key. */
function entry(text: string, index: number): [string, string] {
  const eq = text.indexOf(' = ');
  if (eq > 0) return [text.slice(0, eq), text.slice(eq + 3)];
  const colon = text.indexOf(': ');
  if (colon > 0) return [text.slice(0, colon), text.slice(colon + 2)];
  return [text.endsWith(':') ? text.slice(0, -1) : `#${index}`, text.endsWith(':') ? '' : text];
}

export function stateTreeOf(lines: readonly string[]): { title: string; tree: StateTree } {
  const tree: StateTree = {};
  let title = '';
  let section: StateTree | null = null;
  lines.forEach((line, i) => {
    if (line.startsWith('#')) {
      title = line.replace(/^#\s*/, '');
      return;
    }
    if (line.trim() === '') return;
    if (!line.startsWith(' ')) {
      const [key, value] = entry(line, i);
      section = value === '' ? {} : { value };
      put(tree, key, section);
      return;
    }
    const target = section ?? tree;
    // Several `key: value` pairs on one line are separated by two or more spaces.
    for (const part of line.trim().split(/\s{2,}/)) put(target, ...entry(part, i));
  });
  return { title, tree };
}
