// The .shader_test format of piglit's shader_runner (tests/shaders/shader_runner.c, process_test_script):
// sections in brackets, [require] lines, shader sources per stage, [vertex data] rows and [test] commands.
// This parser only splits and reads the file; what the commands do is executor.ts's business.

export type ShaderStage = 'vertex' | 'tess_ctrl' | 'tess_eval' | 'geometry' | 'fragment' | 'compute';

export interface ShaderSource {
  stage: ShaderStage;
  source: string;
  /** 1-based line of the first source line in the file (for reasons that name a line). */
  line: number;
  /** `[vertex shader passthrough]`: piglit's built-in passthrough, no text in the file. */
  passthrough?: boolean;
}

export interface VersionRequirement {
  op: '>=' | '<=' | '>' | '<' | '==' | '!=';
  /** Major*100 + minor, as GLSL spells it (1.50 → 150, 4.5 → 450). */
  version: number;
  es: boolean;
}

export interface LimitRequirement {
  name: string;
  op: VersionRequirement['op'];
  value: number;
}

export interface Requirements {
  glsl: VersionRequirement | null;
  gl: (VersionRequirement & { core: boolean; compat: boolean }) | null;
  extensions: string[];
  /** `!GL_foo`: the test needs the extension absent. */
  absentExtensions: string[];
  limits: LimitRequirement[];
  size: { width: number; height: number } | null;
  /** Lines we read but have no meaning for (SSO ENABLED, SPIRV, rlimit, depthbuffer …), kept for reasons. */
  other: string[];
}

export interface TestLine {
  text: string;
  line: number;
}

export interface ShaderTest {
  requirements: Requirements;
  shaders: ShaderSource[];
  /** `[... shader file]` sections name another file; the executor reports them (relative path). */
  shaderFiles: { stage: ShaderStage; file: string }[];
  vertexData: TestLine[] | null;
  commands: TestLine[];
  /** Sections we do not run (ARB programs, includes, …): their names. */
  unsupportedSections: string[];
  /**
   * `[<stage> shader spirv]` / `[<stage> shader specializations]` sections: shader_runner runs them only in
   * SPIR-V mode (`SPIRV ONLY`, or `-spirv`), and ignores them in its default GLSL mode (`SPIRV YES` tests
   * carry both forms).
   */
  spirvSections: string[];
  /** The `[<stage> shader spirv]` sections' SPIR-V assembly text, for SPIR-V mode (setup.ts compileSpirv). */
  spirvShaders: ShaderSource[];
  /** `[<stage> shader specializations]`: `uint|float ID VALUE` lines, the value as its 32-bit pattern. */
  specializations: { stage: ShaderStage; id: number; value: number }[];
  /**
   * Run the SPIR-V sections of a `SPIRV YES` test (shader_runner's default; this runner's is GLSL mode, its
   * `-glsl`): set by the caller (piglit run --spirv). `SPIRV ONLY` tests always run them.
   */
  forceSpirv?: boolean;
}

const STAGE_SECTIONS: Record<string, ShaderStage> = {
  'vertex shader': 'vertex',
  'tessellation control shader': 'tess_ctrl',
  'tessellation evaluation shader': 'tess_eval',
  'geometry shader': 'geometry',
  'fragment shader': 'fragment',
  'compute shader': 'compute',
};

/** "1.50" → 150, "4.5" → 450, "3.0" → 300, "110" → 110. */
export function parseVersion(text: string): number {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new SyntaxError(`bad version '${text}'`);
  if (m[2] === undefined) return Number(m[1]);
  const minor = m[2].length === 1 ? Number(m[2]) * 10 : Number(m[2].slice(0, 2));
  return Number(m[1]) * 100 + minor;
}

const OP = String.raw`(>=|<=|==|!=|>|<)`;

function parseRequireLine(req: Requirements, text: string): void {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(String.raw`^GLSL\s+(ES\s+)?${OP}\s*([\d.]+)$`).exec(text))) {
    req.glsl = { op: m[2] as VersionRequirement['op'], version: parseVersion(m[3]), es: m[1] !== undefined };
  } else if ((m = new RegExp(String.raw`^GL\s+(CORE\s+|COMPAT\s+|ES\s+)?${OP}\s*([\d.]+)$`).exec(text))) {
    const kind = (m[1] ?? '').trim();
    req.gl = { op: m[2] as VersionRequirement['op'], version: parseVersion(m[3]), es: kind === 'ES', core: kind === 'CORE', compat: kind === 'COMPAT' };
  } else if ((m = /^(!)?(GL_\w+)$/.exec(text))) {
    (m[1] ? req.absentExtensions : req.extensions).push(m[2]);
  } else if ((m = new RegExp(String.raw`^(?:INT\s+)?(GL_MAX_\w+|GL_\w+)\s*${OP}\s*(-?\w+)$`).exec(text))) {
    req.limits.push({ name: m[1], op: m[2] as VersionRequirement['op'], value: Number(m[3]) });
  } else if ((m = /^SIZE\s+(\d+)\s+(\d+)$/.exec(text))) {
    req.size = { width: Number(m[1]), height: Number(m[2]) };
  } else {
    req.other.push(text);
  }
}

/** Strips a trailing `# comment` (piglit's comments start at '#', shaders keep theirs: only non-shader sections). */
function stripComment(text: string): string {
  const i = text.indexOf('#');
  return (i < 0 ? text : text.slice(0, i)).trim();
}

/** process_specialization: `uint ID VALUE` or `float ID VALUE` (the float's bits are what glSpecializeShader gets). */
function parseSpecialization(stage: ShaderStage, l: TestLine): { stage: ShaderStage; id: number; value: number } {
  const m = /^(uint|float) (\S+) (\S+)$/.exec(l.text);
  if (!m) throw new SyntaxError(`bad specialization line ${l.line}: '${l.text}'`);
  const id = Number(m[2]);
  // piglit's parse_floats reads a 0x… token as the float's bit pattern.
  const value = m[1] === 'uint' || /^0x/i.test(m[3]) ? Number(m[3]) >>> 0 : new Uint32Array(new Float32Array([Number(m[3])]).buffer)[0];
  if (!Number.isInteger(id) || Number.isNaN(Number(m[3]))) throw new SyntaxError(`bad specialization line ${l.line}: '${l.text}'`);
  return { stage, id, value };
}

export function parseShaderTest(text: string): ShaderTest {
  const test: ShaderTest = {
    requirements: { glsl: null, gl: null, extensions: [], absentExtensions: [], limits: [], size: null, other: [] },
    shaders: [],
    shaderFiles: [],
    vertexData: null,
    commands: [],
    unsupportedSections: [],
    spirvSections: [],
    spirvShaders: [],
    specializations: [],
  };
  type Section = { kind: 'none' | 'require' | 'shader' | 'shader-file' | 'vertex-data' | 'test' | 'spirv' | 'specializations' | 'ignored'; stage?: ShaderStage; lines: TestLine[]; start: number };
  let section: Section = { kind: 'none', lines: [], start: 0 };
  const close = () => {
    if (section.kind === 'shader') {
      test.shaders.push({ stage: section.stage!, source: section.lines.map((l) => l.text).join('\n') + '\n', line: section.start + 1 });
    } else if (section.kind === 'spirv') {
      test.spirvShaders.push({ stage: section.stage!, source: section.lines.map((l) => l.text).join('\n') + '\n', line: section.start + 1 });
    } else if (section.kind === 'specializations') {
      for (const l of section.lines) test.specializations.push(parseSpecialization(section.stage!, l));
    } else if (section.kind === 'shader-file') {
      const file = section.lines.map((l) => stripComment(l.text)).find((l) => l !== '');
      if (file) test.shaderFiles.push({ stage: section.stage!, file });
    }
  };
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      close();
      const name = header[1].trim();
      const start = i + 1;
      if (name === 'require') section = { kind: 'require', lines: [], start };
      else if (name === 'test') section = { kind: 'test', lines: test.commands, start };
      else if (name === 'vertex data') section = { kind: 'vertex-data', lines: (test.vertexData = []), start };
      else if (name === 'vertex shader passthrough') {
        test.shaders.push({ stage: 'vertex', source: '', line: start, passthrough: true });
        section = { kind: 'ignored', lines: [], start };
      } else if (STAGE_SECTIONS[name]) section = { kind: 'shader', stage: STAGE_SECTIONS[name], lines: [], start };
      else if (name.endsWith(' shader file') && STAGE_SECTIONS[name.slice(0, -' file'.length)]) {
        section = { kind: 'shader-file', stage: STAGE_SECTIONS[name.slice(0, -' file'.length)], lines: [], start };
      } else if (/ shader (?:spirv|specializations)$/.test(name) && STAGE_SECTIONS[name.replace(/ (?:spirv|specializations)$/, '')]) {
        test.spirvSections.push(name);
        const stage = STAGE_SECTIONS[name.replace(/ (?:spirv|specializations)$/, '')];
        section = { kind: name.endsWith(' spirv') ? 'spirv' : 'specializations', stage, lines: [], start };
      } else {
        test.unsupportedSections.push(name);
        section = { kind: 'ignored', lines: [], start };
      }
      continue;
    }
    const lineNo = i + 1;
    switch (section.kind) {
      case 'require': {
        const t = stripComment(raw);
        if (t !== '') parseRequireLine(test.requirements, t.replace(/\s+/g, ' '));
        break;
      }
      case 'shader':
      case 'shader-file':
      case 'spirv':
        section.lines.push({ text: raw, line: lineNo });
        break;
      case 'specializations': {
        const t = stripComment(raw).replace(/\s+/g, ' ');
        if (t !== '') section.lines.push({ text: t, line: lineNo });
        break;
      }
      case 'vertex-data':
      case 'test': {
        // Commands are matched with single spaces (piglit's sscanf skips any run of white space).
        const t = stripComment(raw).replace(/\s+/g, ' ');
        if (t !== '') section.lines.push({ text: t, line: lineNo });
        break;
      }
      default:
        break;
    }
  }
  close();
  return test;
}
