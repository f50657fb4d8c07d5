// Typed front of the mgpipe_shader addon: glslang (GLSL → SPIR-V + GL-shaped reflection) and
// SPIRV-Cross (SPIR-V → ESSL/GLSL).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type {
  CompileProgramInput,
  CompileProgramResult,
  CrossCompileOptions,
  CrossCompileResult,
  AssembleSpirvResult,
} from './types.ts';

export * from './types.ts';

interface Addon {
  compileProgram(input: CompileProgramInput): CompileProgramResult;
  crossCompile(spirv: Uint32Array, options: CrossCompileOptions): CrossCompileResult;
  assembleSpirv(text: string): AssembleSpirvResult;
}

const addonPath = fileURLToPath(new URL('../build/Release/mgpipe_shader.node', import.meta.url));

let addon: Addon | undefined;

// Loaded on first use so that importing the types never needs the native build.
function load(): Addon {
  if (addon) return addon;
  if (!existsSync(addonPath)) {
    throw new Error(
      `@mgpipe/native-shader: ${addonPath} is not built; run \`npm run bootstrap\` ` +
        '(or `npx nx run native-shader:build-native`)',
    );
  }
  addon = createRequire(import.meta.url)(addonPath) as Addon;
  return addon;
}

/** Compiles and links a GLSL program. Never throws for bad GLSL: see `ok` and `log`. */
export function compileProgram(input: CompileProgramInput): CompileProgramResult {
  return load().compileProgram(input);
}

/** Translates one SPIR-V module to ESSL or GLSL. SPIRV-Cross errors come back as `ok: false`. */
export function crossCompile(spirv: Uint32Array, options: CrossCompileOptions): CrossCompileResult {
  return load().crossCompile(spirv, options);
}

/** Assembles SPIR-V text (spirv-as syntax) into a module. A bad text comes back as `ok: false` with the diagnostic. */
export function assembleSpirv(text: string): AssembleSpirvResult {
  return load().assembleSpirv(text);
}

/**
 * Assembles SPIR-V text into the bytes glShaderBinary(SHADER_BINARY_FORMAT_SPIR_V) takes: the module's words in host
 * order, as spirv-as writes them. A bad text goes to `onError` with the assembler's diagnostic (by default thrown).
 */
export function assembleSpirvBinary(text: string, onError: (log: string) => never = (log) => { throw new Error(log); }): Uint8Array {
  const r = assembleSpirv(text);
  if (!r.ok) onError(r.log);
  return new Uint8Array(r.words.buffer, r.words.byteOffset, r.words.byteLength);
}
