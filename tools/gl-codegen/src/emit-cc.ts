// Emits src/native/entry-points.generated.cc: one raw N-API wrapper per table row. Raw N-API (not
// node-addon-api) keeps number-only calls free of allocation; the helpers live in src/native/marshal.h.
import { ELEMENTS, lenExpr, type FnRow, type Param } from './table.ts';

const SCALAR_C: Record<string, [string, string]> = {
  // conv -> [local C type, reader]
  u32: ['uint32_t', 'ArgU32'], i32: ['int32_t', 'ArgI32'], bool: ['uint32_t', 'ArgBool'],
  f32: ['double', 'ArgF64'], f64: ['double', 'ArgF64'], i64: ['int64_t', 'ArgI64'], u64: ['uint64_t', 'ArgU64'],
  sync: ['void*', 'ArgPtr'],
};

function helperCall(expr: string, p: Param, row: FnRow): string | undefined {
  const m = /^@(\w+)\((.*)\)$/.exec(expr);
  if (!m) return undefined;
  const args = m[2]!.split(',').map((a) => a.trim()).map((a) => (/^\d+$/.test(a) ? a : `a_${a}`));
  for (const a of m[2]!.split(',')) {
    const n = a.trim();
    if (!/^\d+$/.test(n) && !row.params.some((q) => q.name === n)) throw new Error(`${row.name}: ${expr} names no parameter`);
  }
  return `mg::${m[1]}(env, kFn, "${p.name}", a_${p.name}, ${args.join(', ')})`;
}

function emitParam(p: Param, i: number, row: FnRow, out: string[], checks: string[], after: string[]): string {
  const loc = `a_${p.name}`;
  const src = `argv[${i}]`;
  const name = `"${p.name}"`;
  const kind = p.kind;
  switch (kind.k) {
    case 'scalar': {
      const [ct, reader] = SCALAR_C[kind.conv]!;
      out.push(`  ${ct} ${loc}; if (!mg::${reader}(env, ${src}, kFn, ${name}, &${loc})) return nullptr;`);
      return kind.conv === 'sync' ? `(GLsync)${loc}` : `(${p.ctype})${loc}`;
    }
    case 'typed': {
      const [napiType, jsType, size] = ELEMENTS[kind.elem]!;
      out.push(`  mg::Typed ${loc}; if (!mg::ArgTyped(env, ${src}, kFn, ${name}, ${napiType}, "${jsType}", &${loc})) return nullptr;`);
      const nullable = p.nullable ? 'true' : 'false';
      if (p.bytes) {
        checks.push(`  if (!mg::NeedBytes(env, kFn, ${name}, ${loc}, ${size}, ${lenExpr(p.bytes, row.params)}, ${nullable})) return nullptr;`);
      } else if (p.count) {
        checks.push(`  if (!mg::NeedCount(env, kFn, ${name}, ${loc}, ${lenExpr(p.count, row.params)}, ${nullable}, "${jsType}")) return nullptr;`);
      } else {
        checks.push(`  if (!mg::NeedCount(env, kFn, ${name}, ${loc}, 1, ${nullable}, "${jsType}")) return nullptr;`);
        if (!kind.isConst) {
          // Unknown output length (registry COMPSIZE): let the driver write into a scratch block, then copy
          // back what fits, so a too-short array cannot be overrun.
          checks.push(`  alignas(16) unsigned char s_${p.name}[mg::kScratchBytes];`);
          checks.push(`  void* p_${p.name} = mg::ScratchIn(${loc}, ${size}, s_${p.name});`);
          after.push(`  mg::ScratchOut(${loc}, ${size}, p_${p.name});`);
          return `(${p.ctype})p_${p.name}`;
        }
      }
      return `(${p.ctype})${loc}.ptr`;
    }
    case 'data': {
      out.push(`  mg::Data ${loc}; if (!mg::ArgData(env, ${src}, kFn, ${name}, &${loc})) return nullptr;`);
      if (p.clientOnly) checks.push(`  if (!mg::NeedClient(env, kFn, ${name}, ${loc})) return nullptr;`);
      const need = p.bytes ?? p.count;
      if (need) {
        const helper = helperCall(need, p, row);
        checks.push(helper ? `  if (!${helper}) return nullptr;` : `  if (!mg::NeedData(env, kFn, ${name}, ${loc}, ${lenExpr(need, row.params)})) return nullptr;`);
      }
      return `(${p.ctype})${loc}.ptr`;
    }
    case 'string':
      out.push(`  mg::Str ${loc}; if (!mg::ArgStr(env, ${src}, kFn, ${name}, &${loc})) return nullptr;`);
      return `(const GLchar*)${loc}.c_str`;
    case 'strings':
      out.push(`  mg::StrArray ${loc}; if (!mg::ArgStrArray(env, ${src}, kFn, ${name}, &${loc})) return nullptr;`);
      if (p.count) checks.push(`  if (!mg::NeedArray(env, kFn, ${name}, ${loc}.ptrs.size(), ${lenExpr(p.count, row.params)})) return nullptr;`);
      return `(const GLchar* const*)${loc}.ptrs.data()`;
    case 'ptrs':
      out.push(`  mg::PtrArray ${loc}; if (!mg::ArgPtrArray(env, ${src}, kFn, ${name}, &${loc})) return nullptr;`);
      if (p.count) checks.push(`  if (!mg::NeedArray(env, kFn, ${name}, ${loc}.ptrs.size(), ${lenExpr(p.count, row.params)})) return nullptr;`);
      return `(const void* const*)${loc}.ptrs.data()`;
    case 'debugproc':
      out.push(`  GLDEBUGPROC ${loc}; if (!mg::ArgDebugProc(env, ${src}, kFn, ${name}, &${loc})) return nullptr;`);
      return loc;
    case 'userparam':
      // The collector tags messages with the context id; the JS value is ignored.
      return `mg::DebugUserParam()`;
  }
}

function emitFn(row: FnRow, idx: number): string {
  const out: string[] = [];
  const after: string[] = [];
  const checks: string[] = [];
  const n = row.params.length;
  const required = row.params.filter((p) => p.kind.k !== 'userparam').length;
  out.push(`// ${row.proto}`);
  out.push(`static napi_value w_${row.name}(napi_env env, napi_callback_info cbi) {`);
  out.push(`  [[maybe_unused]] static const char kFn[] = "${row.name}";`);
  if (n > 0) {
    out.push(`  napi_value argv[${n}]; size_t argc = ${n};`);
    out.push(`  napi_get_cb_info(env, cbi, &argc, argv, nullptr, nullptr);`);
    out.push(`  if (argc < ${required}) return mg::ThrowArgc(env, kFn, ${required}, argc);`);
  }
  const ctypes = row.params.map((p) => p.ctype).join(', ');
  out.push(`  using Fn = ${row.ret} (APIENTRYP)(${ctypes});`);
  out.push(`  Fn fn = reinterpret_cast<Fn>(mg::Proc(env, ${idx}, ${row.mask}));`);
  out.push(`  if (!fn) return nullptr;`);
  // All arguments are read before any length check, since a length may name a later parameter.
  const args = row.params.map((p, i) => emitParam(p, i, row, out, checks, after));
  out.push(...checks);
  if (row.before) {
    const m = /^(\w+)\((.*)\)$/.exec(row.before)!;
    const hargs = m[2]!.split(',').map((a) => `a_${a.trim()}`);
    out.push(`  mg::${m[1]}(env, ${hargs.join(', ')});`);
  }
  const call = `fn(${args.join(', ')})`;
  if (row.ret === 'void') {
    out.push(`  ${call};`, ...after, `  return nullptr;`);
  } else {
    out.push(`  ${row.ret} r = ${call};`, ...after);
    if (row.ret === 'void*') {
      const rb = row.returnBytes!;
      const hm = /^@(\w+)\((.*)\)$/.exec(rb);
      const bytes = hm ? `mg::${hm[1]}(${hm[2]!.split(',').map((a) => `a_${a.trim()}`).join(', ')})` : lenExpr(rb, row.params);
      // Bind-to-edit maps name the target (the mapping is keyed by the buffer bound there); DSA maps name the buffer.
      if (row.params.some((p) => p.name === 'target')) out.push(`  return mg::WrapMapping(env, a_target, r, ${bytes});`);
      else out.push(`  return mg::WrapNamedMapping(env, a_buffer, r, ${bytes});`);
    } else if (row.ret === 'const GLubyte*') out.push(`  return mg::RetStr(env, r);`);
    else if (row.ret === 'GLsync') out.push(`  return mg::RetPtr(env, r);`);
    else if (row.ret === 'GLint') out.push(`  return mg::RetI32(env, r);`);
    else if (['GLenum', 'GLuint', 'GLboolean'].includes(row.ret)) out.push(`  return mg::RetU32(env, r);`);
    else throw new Error(`${row.name}: unsupported return type ${row.ret}`);
  }
  out.push('}');
  return out.join('\n');
}

export function emitCc(rows: FnRow[]): string {
  const parts: string[] = [];
  parts.push(`#include "marshal.h"\n`);
  parts.push(`namespace mg {`);
  parts.push(`const uint32_t kProcCount = ${rows.length};`);
  parts.push(`const char* const g_procNames[${rows.length}] = {\n${rows.map((r) => `  "${r.name}",`).join('\n')}\n};`);
  parts.push(`void* g_procs[${rows.length}] = {};`);
  parts.push(`}  // namespace mg\n`);
  rows.forEach((r, i) => parts.push(emitFn(r, i) + '\n'));
  parts.push(`namespace mg {`);
  parts.push(`napi_value CreateEntryPoints(napi_env env) {`);
  parts.push(`  static const napi_property_descriptor kProps[] = {`);
  for (const r of rows) parts.push(`    {"${r.name}", nullptr, w_${r.name}, nullptr, nullptr, nullptr, napi_enumerable, nullptr},`);
  parts.push(`  };`);
  parts.push(`  napi_value obj;`);
  parts.push(`  napi_create_object(env, &obj);`);
  parts.push(`  napi_define_properties(env, obj, sizeof(kProps) / sizeof(kProps[0]), kProps);`);
  parts.push(`  return obj;`);
  parts.push(`}`);
  parts.push(`}  // namespace mg\n`);
  return parts.join('\n');
}
