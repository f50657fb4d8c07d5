// Pass 3: per front-end mutator (a row), what it transitively does. gl-state methods are summarised by
// the counters they move (their own increments plus those of the gl-state methods they call; RenderState
// setters by the schema's chunk kinds, seeds §5.2.1 "RenderState 族 ... 双向比对"); gl-impl functions by
// the union over everything they reach. A dirty bit "may fire" when a moved counter is in its shutter.
import ts from 'typescript';
import { buildFunctionGraph, type FnNode, type FunctionGraph } from './function-graph.ts';
import { hasPrefix, readCatalogs, type Catalogs } from './read-catalogs.ts';
import { CallResolver } from './resolve-calls.ts';
import { BACKEND_INVISIBLE, INSTANCE_COUNTERS } from './scan-config.ts';

export interface MutatorFacts {
  mutator: string;
  /** gl-state mutator methods reached from the front end (Class.Method). */
  reaches: string[];
  counters: string[];
  mayFire: string[];
  backend: string[];
  notes: string[];
  /** Writes the analysis cannot resolve; non-empty → UNDECIDED. */
  unresolved: string[];
}

export interface Scan {
  catalogs: Catalogs;
  mutators: MutatorFacts[];
  /** Shutter counters named by DIRTY_BITS that no gl-state body moves (a typo or a dead shutter). */
  unknownShutters: string[];
}

interface StateSummary {
  counters: Set<string>;
  unresolved: Set<string>;
}

function classOf(node: FnNode): string | null {
  const dot = node.name.indexOf('.');
  return dot > 0 && !node.name.includes(':') ? node.name.slice(0, dot) : null;
}
function methodOf(node: FnNode): string {
  return node.name.slice(node.name.lastIndexOf('.') + 1);
}

/**
 * Field → public counter name, from getters (and Get* methods) that return `this.field[...]`, alone or after lazy
 * resolutions: `if (...) this.Method(...);` statements (VertexArray.configVersion resolves its stale layout first; the
 * method's writes are the mutators' that made it stale, the call graph follows them like any other).
 */
function counterNames(g: FunctionGraph): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of g.nodes.values()) {
    if (n.lib !== 'gl-state') continue;
    const cls = classOf(n);
    const d = n.decl;
    if (cls === null || !(ts.isGetAccessor(d) || ts.isMethodDeclaration(d)) || !d.body || d.body.statements.length === 0) continue;
    if (!d.body.statements.slice(0, -1).every(isLazyResolution)) continue;
    const st = d.body.statements[d.body.statements.length - 1];
    if (!ts.isReturnStatement(st) || !st.expression) continue;
    let e: ts.Expression = st.expression;
    while (ts.isElementAccessExpression(e)) e = e.expression;
    if (!ts.isPropertyAccessExpression(e) || e.expression.kind !== ts.SyntaxKind.ThisKeyword) continue;
    const pub = ts.isGetAccessor(d) ? methodOf(n) : `${methodOf(n)}()`;
    out.set(`${cls}.${e.name.text}`, `${cls}.${pub}`);
  }
  return out;
}

/** `if (...) this.Method(...);`: a getter's lazy resolution before it returns its field. */
function isLazyResolution(st: ts.Statement): boolean {
  if (!ts.isIfStatement(st) || st.elseStatement !== undefined) return false;
  const body = ts.isBlock(st.thenStatement) && st.thenStatement.statements.length === 1 ? st.thenStatement.statements[0] : st.thenStatement;
  if (!ts.isExpressionStatement(body) || !ts.isCallExpression(body.expression)) return false;
  const callee = body.expression.expression;
  return ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword;
}

export function scanFrontEnd(program: ts.Program): Scan {
  const catalogs = readCatalogs(program);
  const g = buildFunctionGraph(program);
  const calls = new CallResolver(g);
  const names = counterNames(g);
  const prefixes = catalogs.mutatorPrefixes;

  // Instances of per-instance counter classes: the gl-state fields initialised with `new Class(...)`.
  const instances = new Map<string, string[]>();
  for (const sf of program.getSourceFiles()) {
    if (!g.nodes.get(sf) || g.nodes.get(sf)!.lib !== 'gl-state') continue;
    const visit = (n: ts.Node): void => {
      if (ts.isPropertyDeclaration(n) && n.initializer && ts.isNewExpression(n.initializer) && ts.isIdentifier(n.initializer.expression) &&
        INSTANCE_COUNTERS[n.initializer.expression.text] && ts.isIdentifier(n.name)) {
        const cls = n.initializer.expression.text;
        instances.set(cls, [...(instances.get(cls) ?? []), n.name.text]);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }

  function qualify(counters: Iterable<string>, cls: string | null, receiver: string | undefined): string[] {
    const cfg = cls === null ? undefined : INSTANCE_COUNTERS[cls];
    const out: string[] = [];
    for (const c of counters) {
      if (cfg === undefined || c !== cfg.counter || receiver === 'this') out.push(c);
      else if (receiver !== undefined && instances.get(cls!)?.includes(receiver)) out.push(cfg.rename(receiver));
      else out.push(...(instances.get(cls!) ?? []).map(cfg.rename)); // unknown instance: any of them
    }
    return out;
  }

  const summaries = new Map<FnNode, StateSummary>();
  function summarise(node: FnNode): StateSummary {
    const done = summaries.get(node);
    if (done) return done;
    const s: StateSummary = { counters: new Set(), unresolved: new Set() };
    summaries.set(node, s); // cycles: the partial summary stands in
    const cls = classOf(node);
    if (cls === 'RenderState' && hasPrefix(methodOf(node), prefixes) && !ts.isGetAccessor(node.decl) &&
      !(ts.getCombinedModifierFlags(node.decl as ts.Declaration) & ts.ModifierFlags.Private)) {
      const row = catalogs.renderStateSetters.get(methodOf(node));
      if (row === undefined) s.unresolved.add(`RenderState.${methodOf(node)} is a setter no field of render-state-fields.json names`);
      else {
        s.counters.add('RenderState.version');
        if (row.pipeline) s.counters.add('RenderState.pipelineStateVersion');
        if (row.dynamic) s.counters.add('RenderState.dynamicVersion');
      }
      return s;
    }
    for (const f of node.increments) {
      const key = `${cls}.${f}`;
      s.counters.add(names.get(key) ?? (cls === 'ContextGenerations' ? `generations.${f}` : key));
    }
    for (const site of node.calls) {
      for (const t of calls.targets(site)) {
        if (t.kind === 'unresolved') s.unresolved.add(`${t.why} (${site.where})`);
        if (t.kind !== 'fn' || t.node.lib !== 'gl-state') continue;
        const sub = summarise(t.node);
        for (const c of qualify(sub.counters, classOf(t.node), site.receiver)) s.counters.add(c);
        for (const u of sub.unresolved) s.unresolved.add(u);
      }
    }
    return s;
  }

  function collect(root: FnNode): MutatorFacts & { mutates: boolean } {
    const reaches = new Set<string>();
    const counters = new Set<string>();
    const backend = new Set<string>();
    const notes = new Set<string>();
    const unresolved = new Set<string>();
    const writes: string[] = [];
    const seen = new Set<FnNode>();
    const walk = (n: FnNode): void => {
      if (seen.has(n)) return;
      seen.add(n);
      n.notes.forEach((x) => notes.add(x));
      writes.push(...n.directWrites);
      for (const site of n.calls) {
        for (const t of calls.targets(site)) {
          if (t.kind === 'backend') backend.add(t.name);
          else if (t.kind === 'unresolved') {
            const name = ts.isPropertyAccessExpression(site.callee) ? site.callee.name.text : site.callee.getText();
            // Only a call that may mutate state taints the row; an unresolved query-named call cannot write.
            if (hasPrefix(name, prefixes) || !/^[a-z]/.test(name)) unresolved.add(`${t.why} (${site.where})`);
          } else if (t.kind === 'fn' && t.node.lib === 'gl-impl') walk(t.node);
          else if (t.kind === 'fn') {
            const m = methodOf(t.node);
            const full = classOf(t.node) ? t.node.name : m;
            if (BACKEND_INVISIBLE[full]) continue;
            if (classOf(t.node) && !hasPrefix(m, prefixes)) continue; // a query: moves nothing
            if (classOf(t.node)) reaches.add(full);
            const sub = summarise(t.node);
            for (const c of qualify(sub.counters, classOf(t.node), site.receiver)) counters.add(c);
            sub.unresolved.forEach((u) => unresolved.add(u));
          }
        }
      }
    };
    walk(root);
    for (const w of writes) {
      const field = w.slice(0, w.indexOf(' '));
      if (!notes.has(field)) unresolved.add(`direct store to ${w} with no @mutates ${field} note`);
    }
    const mayFire = catalogs.bits.filter((b) => b.shutter.some((c) => counters.has(c))).map((b) => b.name);
    return {
      mutator: `gl-impl:${root.name}`,
      reaches: [...reaches].sort(),
      counters: [...counters].sort(),
      mayFire,
      backend: [...backend].sort(),
      notes: [...notes].sort(),
      unresolved: [...unresolved].sort(),
      mutates: reaches.size > 0 || notes.size > 0 || writes.length > 0 || unresolved.size > 0,
    };
  }

  const mutators: MutatorFacts[] = [];
  const byName = new Map<string, number>();
  for (const n of g.nodes.values()) {
    if (n.lib !== 'gl-impl') continue;
    if (!n.member && calls.hasCallers(n)) continue;
    const { mutates, ...facts } = collect(n);
    if (!mutates) continue;
    // Two roots with one name (an area's member shadowing another's) would share a row: keep them apart.
    const k = byName.get(facts.mutator) ?? 0;
    byName.set(facts.mutator, k + 1);
    if (k > 0) facts.mutator += `#${k + 1}`;
    mutators.push(facts);
  }
  mutators.sort((a, b) => (a.mutator < b.mutator ? -1 : a.mutator > b.mutator ? 1 : 0));

  const moved = new Set<string>();
  for (const n of g.nodes.values()) {
    if (n.lib !== 'gl-state') continue;
    const cls = classOf(n);
    for (const c of qualify(summarise(n).counters, cls, undefined)) moved.add(c);
  }
  const unknownShutters = [...new Set(catalogs.bits.flatMap((b) => b.shutter))].filter((c) => !moved.has(c)).sort();
  return { catalogs, mutators, unknownShutters };
}

