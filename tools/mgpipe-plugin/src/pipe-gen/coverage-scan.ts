// G6's scanner (seeds §4.7, the `extract_backend_read_inventory.py` analog): every point where the legacy backend
// (libs/backend-gles/src, libs/gles-core/src, libs/gles-subsystems/*/src) reads front-end state. One TypeScript
// program over the backend's sources; the type
// checker says what each receiver is, so a read is found whatever the variable is called (`ctx`, `context`,
// `dev.ctx`, a Buffer argument of a buffer op, a destructured field).
//
// A read point is `<GLStateType>.<member>`:
//   - a property access (or method call, or destructured binding, or element access) whose property is declared
//     in libs/gl-state/src; the type is the receiver's own gl-state type (`Texture.name`, not `GLObject.name`),
//     or the declaring class when the receiver is a union / not itself a gl-state type;
//   - a call of a PipeInputs accessor (`PipeInputs.getX`, libs/gles-core/src/state/pipe-inputs.ts: MGB_CTX's
//     push-capable path), whose answer is checked against G5's state groups;
//   - any access through an identifier or property named MGB_CTX (`MGB_CTX.<member>`), should one appear.
// Each site is file:line, the enclosing named backend function (closures attributed outward, as dirty-surface
// does), and the access kind: read, call (the member is called) or write (the backend stores into front-end
// state: a reverse channel).
//
// Negative controls pass `overrides` (absolute path → text): virtual files only, the real tree is never edited.
import { createOverlayProgram, listTsFiles, type Overrides } from '@mgpipe/dirty-surface';
import { readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const COVERAGE_WORKSPACE_ROOT = resolve(import.meta.dirname, '../../../..');
/** Where front-end state is declared (what counts as a read). */
export const STATE_DIR = 'libs/gl-state/src';
/** The backend's wiring, its shared core and the folder of its per-subsystem libraries (each scanned at `<dir>/src`). */
export const BACKEND_WIRING_DIR = 'libs/backend-gles/src';
export const BACKEND_CORE_DIR = 'libs/gles-core/src';
export const BACKEND_SUBSYSTEMS_DIR = 'libs/gles-subsystems';
/** The PipeInputs block (MGB_CTX of the value subsystems): its `get*` methods are read points. */
export const PIPE_INPUTS_FILE = 'libs/gles-core/src/state/pipe-inputs.ts';

/** Every scanned source folder of the GLES backend (relative to the workspace root), in a stable order. */
export function backendDirs(root: string): string[] {
  let subsystems: string[] = [];
  try {
    subsystems = readdirSync(join(root, BACKEND_SUBSYSTEMS_DIR)).sort().map((n) => `${BACKEND_SUBSYSTEMS_DIR}/${n}/src`);
  } catch {
    subsystems = [];
  }
  return [BACKEND_WIRING_DIR, BACKEND_CORE_DIR, ...subsystems];
}
export const PIPE_INPUTS_CLASS = 'PipeInputs';
export const MGB_CTX_NAME = 'MGB_CTX';
/**
 * Structural mirrors: the backend may not link gl-state, so its twins take front-end objects through local
 * interfaces (`FrontTexture`, ...). A read through a mirror is a read of the front-end type it mirrors: every
 * backend interface named `Front<X>` mirrors gl-state's `<X>` unless listed here. The scan fails (E_COV_MIRROR) on
 * a mirror whose target it cannot find, or that declares a member its target lacks (a wrong pairing).
 */
export const MIRRORS: Readonly<Record<string, string>> = {
  FrontObject: 'GLObject',
  FrontAttachment: 'FramebufferAttachment',
  FrontAttachedTexture: 'Texture', // gles-core framebuffer-inputs.ts: what the pull fill reads of an attached texture (its height)
  FrontAttachedRenderbuffer: 'Renderbuffer', // ... and of an attached renderbuffer
  FrontVertexAttribute: 'VertexAttribute', // value-types, held in VertexArray.attributes
  FrontVertexBinding: 'VertexBinding', // value-types, held in VertexArray.bindings
  ArtifactView: 'ProgramArtifact', // libs/shader's link artifact, held in Program.linkArtifact (not linked here: unchecked)
  PullContext: 'GLContext', // gles-core's structural GLContext (state/pull-context.ts): what MGB_CTX pulls
};
/** Where mirror targets are looked up (exported classes / interfaces / type aliases). */
export const MIRROR_TARGET_DIRS = [STATE_DIR, 'libs/value-types/src'];

export type AccessKind = 'read' | 'call' | 'write';

export interface ReadSite {
  /** Path relative to the workspace root. */
  file: string;
  line: number;
  /** Enclosing named function: `Class.method`, `file:fn`, `Class.method/member` for object-literal members. */
  fn: string;
  access: AccessKind;
}

export interface ReadPoint {
  point: string;
  /** 'state': a gl-state member; 'accessor': a PipeInputs accessor; 'mgb-ctx': through MGB_CTX. */
  via: 'state' | 'accessor' | 'mgb-ctx';
  sites: ReadSite[];
}


export function createBackendProgram(root: string, overrides: Overrides = new Map(), oldProgram?: ts.Program): ts.Program {
  return createOverlayProgram(backendDirs(root).flatMap((d) => listTsFiles(join(root, d))), overrides, oldProgram);
}

function propName(n: ts.PropertyName | ts.BindingName | undefined): string | null {
  if (n === undefined) return null;
  return ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isPrivateIdentifier(n) || ts.isNumericLiteral(n) ? n.text : null;
}

function className(n: ts.Node): string | null {
  for (let p = n.parent; p !== undefined; p = p.parent) {
    if (ts.isClassDeclaration(p) || ts.isClassExpression(p) || ts.isInterfaceDeclaration(p)) return p.name?.text ?? null;
  }
  return null;
}

function strip(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

/** The name of a named function-like node (closures: null, attributed to the enclosing function). */
function fnName(n: ts.Node, stem: string, outer: string | null): string | null {
  const ctx = outer === null ? `${stem}:` : `${outer}/`;
  if (ts.isFunctionDeclaration(n) && n.name) return `${ctx}${n.name.text}`;
  if (ts.isConstructorDeclaration(n)) return `${className(n) ?? stem}.constructor`;
  if (ts.isMethodDeclaration(n) || ts.isGetAccessor(n) || ts.isSetAccessor(n)) {
    const m = propName(n.name);
    if (m === null) return null;
    if (ts.isObjectLiteralExpression(n.parent)) return `${outer ?? stem + ':'}${outer === null ? '' : '/'}${m}`;
    return `${className(n) ?? stem}.${m}`;
  }
  if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
    const p = n.parent;
    if (ts.isVariableDeclaration(p) && p.initializer === n) {
      const v = propName(p.name);
      return v === null ? null : `${ctx}${v}`;
    }
    if (ts.isPropertyAssignment(p) && p.initializer === n) {
      const m = propName(p.name);
      return m === null ? null : `${ctx}${m}`;
    }
    if (ts.isPropertyDeclaration(p) && p.initializer === n) {
      const m = propName(p.name);
      return m === null ? null : `${className(p) ?? stem}.${m}`;
    }
  }
  return null;
}

const ASSIGN_OPS = new Set([
  ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.AmpersandEqualsToken, ts.SyntaxKind.AsteriskEqualsToken, ts.SyntaxKind.CaretEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken, ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

function accessKind(n: ts.Expression): AccessKind {
  let e: ts.Node = n;
  while (ts.isParenthesizedExpression(e.parent) || ts.isNonNullExpression(e.parent)) e = e.parent;
  const p = e.parent;
  if (ts.isCallExpression(p) && p.expression === e) return 'call';
  if (ts.isBinaryExpression(p) && p.left === e && ASSIGN_OPS.has(p.operatorToken.kind)) return 'write';
  if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) &&
    (p.operator === ts.SyntaxKind.PlusPlusToken || p.operator === ts.SyntaxKind.MinusMinusToken)) return 'write';
  if (ts.isDeleteExpression(p)) return 'write';
  return 'read';
}

export interface ScanResult {
  program: ts.Program;
  points: ReadPoint[];
  /** E_COV_MIRROR problems (a structural mirror the scan cannot pair). */
  problems: string[];
}

/** Scan the backend. `root` is the workspace root; `overrides` plant virtual files (negative controls). */
export function scanBackendReads(root = COVERAGE_WORKSPACE_ROOT, overrides: Overrides = new Map(), oldProgram?: ts.Program): ScanResult {
  const program = createBackendProgram(root, overrides, oldProgram);
  const checker = program.getTypeChecker();
  const backendAbs = backendDirs(root).map((d) => join(root, d) + '/');
  const inBackend = (fileName: string) => backendAbs.some((d) => fileName.startsWith(d));
  const stateAbs = join(root, STATE_DIR) + '/';
  const pipeInputsAbs = join(root, PIPE_INPUTS_FILE);
  const inState = (d: ts.Declaration) => d.getSourceFile().fileName.startsWith(stateAbs);
  const byPoint = new Map<string, ReadPoint>();
  const problems: string[] = [];

  // Mirror targets: exported type declarations of gl-state / value-types, by name.
  const targetAbs = MIRROR_TARGET_DIRS.map((d) => join(root, d) + '/');
  const targets = new Map<string, ts.Declaration>();
  for (const sf of program.getSourceFiles()) {
    if (!targetAbs.some((d) => sf.fileName.startsWith(d))) continue;
    for (const st of sf.statements) {
      if ((ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && st.name) targets.set(st.name.text, st);
    }
  }
  /** Backend mirror interface declaration → the front-end type name it mirrors. */
  const mirrorOf = new Map<ts.Declaration, string>();
  for (const sf of program.getSourceFiles()) {
    if (!inBackend(sf.fileName)) continue;
    for (const st of sf.statements) {
      if (!ts.isInterfaceDeclaration(st) && !ts.isTypeAliasDeclaration(st)) continue;
      const name = st.name.text;
      const target = MIRRORS[name] ?? (/^Front[A-Z]/.test(name) ? name.slice('Front'.length) : null);
      if (target === null) continue;
      mirrorOf.set(st, target);
      const where = `${relative(root, sf.fileName)}:${sf.getLineAndCharacterOfPosition(st.getStart(sf)).line + 1}`;
      const td = targets.get(target);
      if (td === undefined) {
        if (MIRRORS[name] === undefined) problems.push(`E_COV_MIRROR ${name} (${where}): a front-end mirror whose target type ${target} is not declared in ${MIRROR_TARGET_DIRS.join(' or ')} (list it in MIRRORS)`);
        continue;
      }
      const tt = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation((td as ts.ClassDeclaration).name!)!);
      for (const m of checker.getPropertiesOfType(checker.getTypeAtLocation(st.name))) {
        if (checker.getPropertyOfType(tt, m.getName()) === undefined) {
          problems.push(`E_COV_MIRROR ${name}.${m.getName()} (${where}): the mirrored type ${target} has no member ${m.getName()} (wrong pairing? fix MIRRORS)`);
        }
      }
    }
  }
  const isFront = (d: ts.Declaration) => inState(d) || mirrorOf.has(d) || (d.parent !== undefined && mirrorOf.has(d.parent as ts.Declaration));

  /** The front-end type name of a receiver (non-null part): a gl-state class / interface or a mirror's target. */
  function stateTypeName(t: ts.Type): string | null {
    let nn = checker.getNonNullableType(t);
    if ((nn.flags & ts.TypeFlags.TypeParameter) !== 0) nn = checker.getBaseConstraintOfType(nn) ?? nn;
    if (nn.isUnion()) {
      const names = new Set(nn.types.map((u) => stateTypeName(u)));
      return names.size === 1 ? [...names][0] : null;
    }
    const sym = nn.aliasSymbol ?? nn.getSymbol();
    const d = sym?.declarations?.[0];
    if (sym === undefined || d === undefined) return null;
    const m = mirrorOf.get(d);
    if (m !== undefined) return m;
    if (!inState(d)) return null;
    if (!ts.isClassDeclaration(d) && !ts.isInterfaceDeclaration(d) && !ts.isTypeAliasDeclaration(d)) return null;
    return sym.getName();
  }

  function declaringName(sym: ts.Symbol): string | null {
    const d = sym.declarations?.find(isFront);
    if (d === undefined) return null;
    const m = mirrorOf.get(d.parent as ts.Declaration);
    if (m !== undefined) return m;
    return className(d) ?? basename(d.getSourceFile().fileName, '.ts');
  }

  function add(point: string, via: ReadPoint['via'], site: ReadSite): void {
    let rp = byPoint.get(point);
    if (rp === undefined) byPoint.set(point, (rp = { point, via, sites: [] }));
    rp.sites.push(site);
  }

  for (const sf of program.getSourceFiles()) {
    if (!inBackend(sf.fileName) || sf.isDeclarationFile) continue;
    const rel = relative(root, sf.fileName);
    const stem = basename(sf.fileName, '.ts');
    const isPipeInputs = sf.fileName === pipeInputsAbs;
    const site = (n: ts.Node, fn: string | null, access: AccessKind): ReadSite =>
      ({ file: rel, line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, fn: fn ?? `${stem}:<module>`, access });

    /** A member `name` of receiver expression/type, declared in gl-state: its read point, or null. */
    const statePoint = (recvType: ts.Type, prop: ts.Symbol | undefined, name: string): string | null => {
      if (prop === undefined) return null;
      const target = (prop.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(prop) : prop;
      if (!target.declarations?.some(isFront)) return null;
      const owner = stateTypeName(recvType) ?? declaringName(target);
      return owner === null ? null : `${owner}.${name}`;
    };

    const visit = (n: ts.Node, fn: string | null): void => {
      let here = fn;
      if (ts.isFunctionLike(n) && 'body' in n && n.body !== undefined) here = fnName(n, stem, fn) ?? fn;
      else if (ts.isClassDeclaration(n) || ts.isClassExpression(n)) here = null;

      if (ts.isPropertyAccessExpression(n)) {
        const recv = strip(n.expression);
        const name = n.name.text;
        const access = accessKind(n);
        const recvName = ts.isIdentifier(recv) ? recv.text : ts.isPropertyAccessExpression(recv) ? recv.name.text : null;
        const sym = checker.getSymbolAtLocation(n.name);
        const p = statePoint(checker.getTypeAtLocation(recv), sym, name);
        if (p !== null) add(p, 'state', site(n.name, here, access));
        else if (recvName === MGB_CTX_NAME) add(`${MGB_CTX_NAME}.${name}`, 'mgb-ctx', site(n.name, here, access));
        else if (!isPipeInputs && access === 'call' && /^get[A-Z]/.test(name)) {
          const d = sym?.declarations?.[0];
          if (d !== undefined && d.getSourceFile().fileName === pipeInputsAbs && className(d) === PIPE_INPUTS_CLASS) {
            add(`${PIPE_INPUTS_CLASS}.${name}`, 'accessor', site(n.name, here, access));
          }
        }
      } else if (ts.isElementAccessExpression(n)) {
        const recv = strip(n.expression);
        const owner = stateTypeName(checker.getTypeAtLocation(recv));
        if (owner !== null) {
          const arg = n.argumentExpression;
          const key = ts.isStringLiteralLike(arg) ? arg.text : '[]';
          add(`${owner}.${key}`, 'state', site(n, here, accessKind(n)));
        }
      } else if (ts.isBindingElement(n) && ts.isObjectBindingPattern(n.parent)) {
        const key = propName(n.propertyName) ?? (n.propertyName === undefined ? propName(n.name) : null);
        if (key !== null) {
          const t = checker.getTypeAtLocation(n.parent);
          const p = statePoint(t, checker.getPropertyOfType(checker.getNonNullableType(t), key), key);
          if (p !== null) add(p, 'state', site(n, here, 'read'));
        }
      }
      ts.forEachChild(n, (c) => visit(c, here));
    };
    ts.forEachChild(sf, (c) => visit(c, null));
  }
  const points = [...byPoint.values()].sort((a, b) => (a.point < b.point ? -1 : a.point > b.point ? 1 : 0));
  for (const p of points) p.sites.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  return { program, points, problems };
}

let cached: ScanResult | null = null;
/** The scan of the real tree, once per process (the CLI, tests and the Nx generator all ask for it). */
export function scanWorkspace(): ScanResult {
  cached ??= scanBackendReads();
  return cached;
}

export const formatSite = (s: ReadSite) => `${s.file}:${s.line} ${s.fn}${s.access === 'read' ? '' : ` (${s.access})`}`;
