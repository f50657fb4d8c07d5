// Pass 1 of the scan: every function of gl-impl and gl-state as a node, with what its own body does —
// calls (resolved through the type checker), counter increments, direct stores into gl-state fields,
// @mutates notes, backend calls, and calls the analysis cannot resolve. Unnamed closures (callbacks,
// IIFEs) are not nodes: what they do is attributed to the enclosing named function (seeds §5.2.1).
import { basename, relative } from 'node:path';
import ts from 'typescript';
import { BACKEND_BOUNDARY_FILE, FRONT_END_DIR, IN_PLACE_WRITERS, NOTE_PATTERN, STATE_DIR, WORKSPACE_ROOT } from './scan-config.ts';

export type Lib = 'gl-impl' | 'gl-state';

export interface CallSite {
  callee: ts.Expression;
  /** Property name of the receiver (`x.uniform.BindRange` → "uniform"), "this", or undefined. */
  receiver: string | undefined;
  args: readonly ts.Expression[];
  where: string;
}

export interface FnNode {
  decl: ts.Node;
  lib: Lib;
  /** `Class.method`, `file:fn` or, for object-literal members of gl-impl, the member name. */
  name: string;
  /** An object-literal member of gl-impl (a GL entry point or an area's exported method). */
  member: boolean;
  calls: CallSite[];
  /** gl-state: counters incremented by this body (field names, mapped to counter names later). */
  increments: string[];
  /** gl-impl: stores into fields declared in gl-state, as `Class.field`. */
  directWrites: string[];
  notes: string[];
}

export interface FunctionGraph {
  program: ts.Program;
  checker: ts.TypeChecker;
  nodes: Map<ts.Node, FnNode>;
  /** Property symbol → expressions assigned to it anywhere scanned (for `fe.hook = fn` dataflow). */
  propertyStores: Map<ts.Symbol, ts.Expression[]>;
}

export function libOf(fileName: string): Lib | null {
  const rel = relative(WORKSPACE_ROOT, fileName);
  if (rel.startsWith(FRONT_END_DIR + '/')) return 'gl-impl';
  if (rel.startsWith(STATE_DIR + '/')) return 'gl-state';
  return null;
}

export function isBackendBoundary(fileName: string): boolean {
  return relative(WORKSPACE_ROOT, fileName) === BACKEND_BOUNDARY_FILE;
}

function stem(sf: ts.SourceFile): string {
  return basename(sf.fileName, '.ts');
}

function propName(n: ts.PropertyName | ts.BindingName): string | null {
  return ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isPrivateIdentifier(n) ? n.text : null;
}

function className(n: ts.Node): string | null {
  for (let p = n.parent; p !== undefined; p = p.parent) {
    if (ts.isClassDeclaration(p) || ts.isClassExpression(p)) return p.name?.text ?? null;
  }
  return null;
}

/** A function-like node that is a node of the graph (named), or null for a closure to attribute outward. */
function nodeName(n: ts.Node, sf: ts.SourceFile, lib: Lib, outer: FnNode | undefined): { name: string; member: boolean } | null {
  const ctx = outer === undefined ? `${stem(sf)}:` : `${outer.name}/`;
  if (ts.isFunctionDeclaration(n) && n.name) return { name: `${ctx}${n.name.text}`, member: false };
  if (ts.isConstructorDeclaration(n)) return { name: `${className(n) ?? stem(sf)}.constructor`, member: false };
  if (ts.isMethodDeclaration(n) || ts.isGetAccessor(n) || ts.isSetAccessor(n)) {
    const m = propName(n.name);
    if (m === null) return null;
    if (ts.isObjectLiteralExpression(n.parent)) return lib === 'gl-impl' ? { name: m, member: true } : { name: `${ctx}${m}`, member: false };
    return { name: `${className(n) ?? stem(sf)}.${m}`, member: false };
  }
  if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
    const p = n.parent;
    if (ts.isVariableDeclaration(p) && p.initializer === n) {
      const v = propName(p.name);
      return v === null ? null : { name: `${ctx}${v}`, member: false };
    }
    if (ts.isPropertyAssignment(p) && p.initializer === n) {
      const m = propName(p.name);
      if (m === null) return null;
      return lib === 'gl-impl' && outer !== undefined ? { name: m, member: true } : { name: `${ctx}${m}`, member: false };
    }
    if (ts.isPropertyDeclaration(p) && p.initializer === n) {
      const m = propName(p.name);
      return m === null ? null : { name: `${className(p) ?? stem(sf)}.${m}`, member: false };
    }
    if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n &&
      ts.isPropertyAccessExpression(p.left)) {
      return { name: `${ctx}${p.left.name.text}=`, member: false };
    }
    // `methods[`uniform${rows}f`] = (...) => ...`: GL methods under computed names. The names cannot be
    // enumerated statically, so the row is the assignment pattern (one row covers the whole family).
    if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n &&
      ts.isElementAccessExpression(p.left) && lib === 'gl-impl') {
      return { name: `${outer?.name ?? stem(sf)}[${p.left.argumentExpression.getText(sf)}]`, member: true };
    }
  }
  return null;
}

function strip(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

/** `a.b[i].c` store target → the property access it stores into (element accesses peeled). */
function storedProperty(e: ts.Expression): ts.PropertyAccessExpression | null {
  e = strip(e);
  while (ts.isElementAccessExpression(e)) e = strip(e.expression);
  return ts.isPropertyAccessExpression(e) ? e : null;
}

const ASSIGN_OPS = new Set([
  ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.AmpersandEqualsToken, ts.SyntaxKind.AsteriskEqualsToken, ts.SyntaxKind.CaretEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken, ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

export function buildFunctionGraph(program: ts.Program): FunctionGraph {
  const checker = program.getTypeChecker();
  const nodes = new Map<ts.Node, FnNode>();
  const propertyStores = new Map<ts.Symbol, ts.Expression[]>();

  /** The gl-state class field behind a property access, as `Class.field`, or null. */
  function stateField(pa: ts.PropertyAccessExpression): string | null {
    const sym = checker.getSymbolAtLocation(pa.name);
    const d = sym?.declarations?.[0];
    if (d === undefined || libOf(d.getSourceFile().fileName) !== 'gl-state') return null;
    if (!ts.isPropertyDeclaration(d) && !ts.isParameter(d) && !ts.isPropertySignature(d)) return null;
    return `${className(d) ?? stem(d.getSourceFile())}.${pa.name.text}`;
  }

  for (const sf of program.getSourceFiles()) {
    const lib = libOf(sf.fileName);
    if (lib === null) continue;
    const where = (n: ts.Node) => `${relative(WORKSPACE_ROOT, sf.fileName)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    const moduleNode: FnNode = { decl: sf, lib, name: `${stem(sf)}:<module>`, member: false, calls: [], increments: [], directWrites: [], notes: [] };
    nodes.set(sf, moduleNode);
    const ranges: { start: number; end: number; node: FnNode }[] = [];

    const visit = (n: ts.Node, owner: FnNode): void => {
      let here = owner;
      if (ts.isFunctionLike(n) && 'body' in n && n.body !== undefined) {
        const named = nodeName(n, sf, lib, owner === moduleNode ? undefined : owner);
        if (named !== null) {
          here = { decl: n, lib, name: named.name, member: named.member, calls: [], increments: [], directWrites: [], notes: [] };
          nodes.set(n, here);
          ranges.push({ start: n.getStart(sf), end: n.end, node: here });
        }
      }
      if (ts.isCallExpression(n)) {
        const callee = strip(n.expression);
        let receiver: string | undefined;
        if (ts.isPropertyAccessExpression(callee)) {
          const r = strip(callee.expression);
          receiver = r.kind === ts.SyntaxKind.ThisKeyword ? 'this' : ts.isPropertyAccessExpression(r) ? r.name.text : undefined;
          // arr.set(...) / arr.push(...) on a gl-state field: an in-place store the prefix rule cannot see.
          if (lib === 'gl-impl' && IN_PLACE_WRITERS.has(callee.name.text)) {
            const target = storedProperty(callee.expression);
            const field = target && stateField(target);
            if (field) here.directWrites.push(`${field} (.${callee.name.text}, ${where(n)})`);
          }
        }
        here.calls.push({ callee, receiver, args: n.arguments, where: where(n) });
      }
      const store = (target: ts.Expression) => {
        const pa = storedProperty(target);
        if (pa === null) return;
        if (lib === 'gl-state') {
          if (ts.isBinaryExpression(n) && n.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isBinaryExpression(n)) {
            if (strip(pa.expression).kind === ts.SyntaxKind.ThisKeyword) here.increments.push(pa.name.text);
          }
        } else {
          const field = stateField(pa);
          if (field) here.directWrites.push(`${field} (${where(n)})`);
        }
        if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
          const sym = checker.getSymbolAtLocation(pa.name);
          if (sym) propertyStores.set(sym, [...(propertyStores.get(sym) ?? []), n.right]);
        }
      };
      if (ts.isBinaryExpression(n) && ASSIGN_OPS.has(n.operatorToken.kind)) store(n.left);
      if ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
        (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken)) store(n.operand);
      if (ts.isDeleteExpression(n)) store(n.expression);
      ts.forEachChild(n, (c) => visit(c, here));
    };
    ts.forEachChild(sf, (c) => visit(c, moduleNode));

    // Notes: the innermost named function containing the comment owns it.
    const text = sf.getFullText();
    for (const m of text.matchAll(NOTE_PATTERN)) {
      const pos = m.index ?? 0;
      let best: FnNode = moduleNode;
      let bestLen = Infinity;
      for (const r of ranges) if (r.start <= pos && pos < r.end && r.end - r.start < bestLen) { best = r.node; bestLen = r.end - r.start; }
      best.notes.push(m[1]);
    }
  }
  return { program, checker, nodes, propertyStores };
}
