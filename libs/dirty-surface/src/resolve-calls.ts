// Pass 2: what each call can reach. The type checker gives the declaration; three small dataflows
// follow function values the checker alone cannot: a const/property initialised with a function, a
// parameter (→ the arguments at the resolved call sites of its function), and a class field assigned
// a function somewhere in the scanned code (`fe.framebufferStatus = framebufferStatus`).
// Whatever stays unresolved is reported, never guessed: it makes the row UNDECIDED.
import ts from 'typescript';
import { isBackendBoundary, libOf, type CallSite, type FnNode, type FunctionGraph } from './function-graph.ts';

export type Target =
  | { kind: 'fn'; node: FnNode }
  | { kind: 'backend'; name: string }
  | { kind: 'external' }
  | { kind: 'unresolved'; why: string };

type Pending = Target | { kind: 'param'; fn: FnNode; index: number };

const MAX_DEPTH = 8;

export class CallResolver {
  private readonly direct = new Map<CallSite, Pending[]>();
  /** Incoming resolved call sites per function (for parameter dataflow). */
  private readonly incoming = new Map<FnNode, CallSite[]>();
  private readonly cache = new Map<CallSite, Target[]>();

  constructor(private readonly g: FunctionGraph) {
    for (const node of g.nodes.values()) {
      for (const site of node.calls) {
        const pending = this.resolveExpr(site.callee, 0);
        this.direct.set(site, pending);
        for (const t of pending) if (t.kind === 'fn') this.incoming.set(t.node, [...(this.incoming.get(t.node) ?? []), site]);
      }
    }
  }

  /** Called from anywhere scanned, parameter dataflow included (such a function is not a row of its own). */
  hasCallers(node: FnNode): boolean {
    if (this.called === undefined) {
      this.called = new Set();
      for (const site of this.direct.keys()) for (const t of this.targets(site)) if (t.kind === 'fn') this.called.add(t.node);
    }
    return this.called.has(node);
  }
  private called: Set<FnNode> | undefined;

  targets(site: CallSite): Target[] {
    let out = this.cache.get(site);
    if (out === undefined) {
      out = this.settle(this.direct.get(site) ?? [], 0);
      this.cache.set(site, out);
    }
    return out;
  }

  private settle(pending: Pending[], depth: number): Target[] {
    const out: Target[] = [];
    for (const p of pending) {
      if (p.kind !== 'param') {
        out.push(p);
        continue;
      }
      const sites = this.incoming.get(p.fn) ?? [];
      // No caller in the scanned code: the function value comes from the app (a GL callback argument).
      if (sites.length === 0) {
        out.push({ kind: 'external' });
        continue;
      }
      if (depth >= MAX_DEPTH) {
        out.push({ kind: 'unresolved', why: `parameter ${p.index} of ${p.fn.name}: dataflow too deep` });
        continue;
      }
      for (const s of sites) {
        const arg = s.args[p.index];
        if (arg === undefined) continue;
        out.push(...this.settle(this.resolveExpr(arg, depth + 1), depth + 1));
      }
    }
    return out;
  }

  private resolveExpr(e: ts.Expression, depth: number): Pending[] {
    while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
    if (depth > MAX_DEPTH) return [{ kind: 'unresolved', why: `${e.getText()}: dataflow too deep` }];
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) {
      const n = this.g.nodes.get(e);
      // An unnamed closure's body is already attributed to its enclosing function.
      return n ? [{ kind: 'fn', node: n }] : [];
    }
    if (ts.isConditionalExpression(e)) return [...this.resolveExpr(e.whenTrue, depth + 1), ...this.resolveExpr(e.whenFalse, depth + 1)];
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.BarBarToken || e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) {
      return [...this.resolveExpr(e.left, depth + 1), ...this.resolveExpr(e.right, depth + 1)];
    }
    if (e.kind === ts.SyntaxKind.NullKeyword || e.kind === ts.SyntaxKind.UndefinedKeyword) return [];
    const at = ts.isPropertyAccessExpression(e) ? e.name : ts.isIdentifier(e) ? e : null;
    if (at === null) return [{ kind: 'unresolved', why: `call through \`${short(e)}\`` }];
    let sym = this.g.checker.getSymbolAtLocation(at);
    if (sym && sym.flags & ts.SymbolFlags.Alias) sym = this.g.checker.getAliasedSymbol(sym);
    if (!sym) return [{ kind: 'unresolved', why: `\`${short(e)}\` has no declaration the checker can see` }];
    return this.resolveSymbol(sym, e, depth);
  }

  private resolveSymbol(sym: ts.Symbol, e: ts.Expression, depth: number): Pending[] {
    const decls = sym.declarations ?? [];
    if (decls.length === 0) return [{ kind: 'unresolved', why: `\`${short(e)}\` has no declaration` }];
    const out: Pending[] = [];
    for (const d of decls) {
      const file = d.getSourceFile().fileName;
      if (isBackendBoundary(file)) {
        out.push({ kind: 'backend', name: sym.name });
        continue;
      }
      if (libOf(file) === null) {
        out.push({ kind: 'external' });
        continue;
      }
      const n = this.g.nodes.get(d);
      if (n) {
        out.push({ kind: 'fn', node: n });
      } else if ((ts.isVariableDeclaration(d) || ts.isPropertyAssignment(d)) && d.initializer) {
        out.push(...this.resolveExpr(d.initializer, depth + 1));
      } else if (ts.isShorthandPropertyAssignment(d)) {
        const v = this.g.checker.getShorthandAssignmentValueSymbol(d);
        out.push(...(v ? this.resolveSymbol(v, e, depth + 1) : [{ kind: 'unresolved' as const, why: `shorthand \`${d.name.text}\`` }]));
      } else if (ts.isParameter(d) && ts.isFunctionLike(d.parent) && this.g.nodes.get(d.parent)) {
        out.push({ kind: 'param', fn: this.g.nodes.get(d.parent)!, index: d.parent.parameters.indexOf(d) });
      } else if (ts.isPropertyDeclaration(d) || ts.isPropertySignature(d)) {
        const stores = [...(this.g.propertyStores.get(sym) ?? []), ...(ts.isPropertyDeclaration(d) && d.initializer ? [d.initializer] : [])];
        if (stores.length === 0) out.push({ kind: 'unresolved', why: `function-valued field \`${short(e)}\` is never assigned in the scanned code` });
        for (const s of stores) out.push(...this.resolveExpr(s, depth + 1));
      } else {
        out.push({ kind: 'unresolved', why: `call through \`${short(e)}\` (${ts.SyntaxKind[d.kind]})` });
      }
    }
    return out;
  }
}

function short(e: ts.Node): string {
  const t = e.getText().replace(/\s+/g, ' ');
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}
