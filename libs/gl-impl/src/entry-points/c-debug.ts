// Debug output and labels (GL 4.5 §20). The context behaves as a debug context with DEBUG_OUTPUT on
// and synchronous: every message (the front end's own errors through fe.error included) goes through
// one dispatcher that applies the debugMessageControl filters of the current debug group, then calls
// the application's callback, or appends to the client-side message log when none is installed.
import type { DebugCallback, DebugLogMessage, GLFunctions } from '@mgpipe/gl-api';
import { GL } from '@mgpipe/value-types';
import type { FrontEnd } from '../front-end.ts';

export const MAX_DEBUG_MESSAGE_LENGTH = 4096;
export const MAX_DEBUG_LOGGED_MESSAGES = 64;
export const MAX_DEBUG_GROUP_STACK_DEPTH = 64;
export const MAX_LABEL_LENGTH = 256;

const SOURCES = new Set<number>([
  GL.DEBUG_SOURCE_API, GL.DEBUG_SOURCE_WINDOW_SYSTEM, GL.DEBUG_SOURCE_SHADER_COMPILER, GL.DEBUG_SOURCE_THIRD_PARTY,
  GL.DEBUG_SOURCE_APPLICATION, GL.DEBUG_SOURCE_OTHER,
]);
const TYPES = new Set<number>([
  GL.DEBUG_TYPE_ERROR, GL.DEBUG_TYPE_DEPRECATED_BEHAVIOR, GL.DEBUG_TYPE_UNDEFINED_BEHAVIOR, GL.DEBUG_TYPE_PORTABILITY,
  GL.DEBUG_TYPE_PERFORMANCE, GL.DEBUG_TYPE_OTHER, GL.DEBUG_TYPE_MARKER, GL.DEBUG_TYPE_PUSH_GROUP, GL.DEBUG_TYPE_POP_GROUP,
]);
const SEVERITIES = new Set<number>([GL.DEBUG_SEVERITY_HIGH, GL.DEBUG_SEVERITY_MEDIUM, GL.DEBUG_SEVERITY_LOW, GL.DEBUG_SEVERITY_NOTIFICATION]);

/** One debugMessageControl call; later rules override earlier ones. */
interface FilterRule {
  source: number;
  type: number;
  severity: number;
  ids: readonly number[] | null;
  enabled: boolean;
}

interface DebugGroup {
  source: number;
  id: number;
  message: string;
  /** The filter rules in effect in this group (a push copies the parent's, §20.6). */
  rules: FilterRule[];
}

/** The debug output state of one context. */
export class DebugOutput {
  appCallback: DebugCallback | null = null;
  readonly log: DebugLogMessage[] = [];
  readonly groups: DebugGroup[] = [{ source: 0, id: 0, message: '', rules: [] }];

  /** §20.4: messages start enabled except those of severity LOW. */
  IsEnabled(source: number, type: number, id: number, severity: number): boolean {
    const rules = this.groups[this.groups.length - 1].rules;
    for (let i = rules.length - 1; i >= 0; i--) {
      const r = rules[i];
      if ((r.source === GL.DONT_CARE || r.source === source) && (r.type === GL.DONT_CARE || r.type === type) &&
        (r.ids !== null ? r.ids.includes(id) : r.severity === GL.DONT_CARE || r.severity === severity)) return r.enabled;
    }
    return severity !== GL.DEBUG_SEVERITY_LOW;
  }

  Emit(source: number, type: number, id: number, severity: number, message: string): void {
    if (!this.IsEnabled(source, type, id, severity)) return;
    if (this.appCallback !== null) this.appCallback(source, type, id, severity, message);
    else if (this.log.length < MAX_DEBUG_LOGGED_MESSAGES) this.log.push({ source, type, id, severity, message });
  }
}

const debugOutputs = new WeakMap<FrontEnd, DebugOutput>();

export function debugOutputOf(fe: FrontEnd): DebugOutput {
  let d = debugOutputs.get(fe);
  if (d === undefined) {
    d = new DebugOutput();
    debugOutputs.set(fe, d);
  }
  return d;
}

function hex(v: number): string {
  return `0x${v.toString(16)}`;
}

export function debugEntryPoints(fe: FrontEnd) {
  const out = debugOutputOf(fe);
  fe.debugCallback = (source, type, id, severity, message) => out.Emit(source, type, id, severity, message);
  const objects = fe.state.objects;
  const labels = new WeakMap<object, string>();

  const objectOf = (fn: string, identifier: number, name: number): object | null | undefined => {
    let o: object | null;
    switch (identifier) {
      case GL.BUFFER: o = objects.buffers.Get(name); break;
      case GL.SHADER: o = objects.GetShader(name); break;
      case GL.PROGRAM: o = objects.GetProgram(name); break;
      case GL.VERTEX_ARRAY: o = objects.vertexArrays.Get(name); break;
      case GL.QUERY: o = objects.queries.Get(name); break;
      case GL.PROGRAM_PIPELINE: o = objects.programPipelines.Get(name); break;
      case GL.TRANSFORM_FEEDBACK: o = objects.transformFeedbacks.Get(name); break;
      case GL.SAMPLER: o = objects.samplers.Get(name); break;
      case GL.TEXTURE: o = objects.textures.Get(name); break;
      case GL.RENDERBUFFER: o = objects.renderbuffers.Get(name); break;
      case GL.FRAMEBUFFER: o = objects.framebuffers.Get(name); break;
      default:
        fe.error(GL.INVALID_ENUM, `${fn}: ${hex(identifier)} is not an object identifier`);
        return undefined;
    }
    if (o === null) fe.error(GL.INVALID_VALUE, `${fn}: ${name} is not an existing object of type ${hex(identifier)}`);
    return o;
  };

  const syncObjectOf = (fn: string, ptr: unknown): object | null => {
    const s = typeof ptr === 'number' ? objects.syncs.Get(ptr) : null;
    if (s === null) fe.error(GL.INVALID_VALUE, `${fn}: the pointer is not a sync object`);
    return s;
  };

  const setLabel = (fn: string, o: object, label: string): void => {
    if (label.length >= MAX_LABEL_LENGTH) {
      fe.error(GL.INVALID_VALUE, `${fn}: the label is longer than MAX_LABEL_LENGTH - 1`);
      return;
    }
    if (label.length === 0) labels.delete(o);
    else labels.set(o, label);
  };

  return {
    debugMessageCallback(callback) {
      out.appCallback = callback;
    },
    debugMessageControl(source, type, severity, ids, enabled) {
      if (source !== GL.DONT_CARE && !SOURCES.has(source)) {
        fe.error(GL.INVALID_ENUM, `debugMessageControl: ${hex(source)} is not a debug source`);
        return;
      }
      if (type !== GL.DONT_CARE && !TYPES.has(type)) {
        fe.error(GL.INVALID_ENUM, `debugMessageControl: ${hex(type)} is not a debug type`);
        return;
      }
      if (severity !== GL.DONT_CARE && !SEVERITIES.has(severity)) {
        fe.error(GL.INVALID_ENUM, `debugMessageControl: ${hex(severity)} is not a debug severity`);
        return;
      }
      // §20.4: ids name messages of one source and type, whatever their severity.
      if (ids.length > 0 && (source === GL.DONT_CARE || type === GL.DONT_CARE || severity !== GL.DONT_CARE)) {
        fe.error(GL.INVALID_OPERATION, 'debugMessageControl: ids need a source and a type, and severity DONT_CARE');
        return;
      }
      out.groups[out.groups.length - 1].rules.push({
        source, type, severity, ids: ids.length > 0 ? Array.from(ids) : null, enabled: enabled === true || enabled === 1,
      });
    },
    debugMessageInsert(source, type, id, severity, buf) {
      if (source !== GL.DEBUG_SOURCE_APPLICATION && source !== GL.DEBUG_SOURCE_THIRD_PARTY) {
        fe.error(GL.INVALID_ENUM, `debugMessageInsert: ${hex(source)} is not DEBUG_SOURCE_APPLICATION or _THIRD_PARTY`);
        return;
      }
      if (!TYPES.has(type)) {
        fe.error(GL.INVALID_ENUM, `debugMessageInsert: ${hex(type)} is not a debug type`);
        return;
      }
      if (!SEVERITIES.has(severity)) {
        fe.error(GL.INVALID_ENUM, `debugMessageInsert: ${hex(severity)} is not a debug severity`);
        return;
      }
      if (buf.length >= MAX_DEBUG_MESSAGE_LENGTH) {
        fe.error(GL.INVALID_VALUE, 'debugMessageInsert: the message is not shorter than MAX_DEBUG_MESSAGE_LENGTH');
        return;
      }
      out.Emit(source, type, id, severity, buf);
    },
    getDebugMessageLog(count) {
      if (count < 0) {
        fe.error(GL.INVALID_VALUE, 'getDebugMessageLog: count < 0');
        return [];
      }
      return out.log.splice(0, count);
    },
    pushDebugGroup(source, id, message) {
      if (source !== GL.DEBUG_SOURCE_APPLICATION && source !== GL.DEBUG_SOURCE_THIRD_PARTY) {
        fe.error(GL.INVALID_ENUM, `pushDebugGroup: ${hex(source)} is not DEBUG_SOURCE_APPLICATION or _THIRD_PARTY`);
        return;
      }
      if (message.length >= MAX_DEBUG_MESSAGE_LENGTH) {
        fe.error(GL.INVALID_VALUE, 'pushDebugGroup: the message is not shorter than MAX_DEBUG_MESSAGE_LENGTH');
        return;
      }
      if (out.groups.length >= MAX_DEBUG_GROUP_STACK_DEPTH) {
        fe.error(GL.STACK_OVERFLOW, 'pushDebugGroup: the debug group stack is full');
        return;
      }
      out.groups.push({ source, id, message, rules: out.groups[out.groups.length - 1].rules.slice() });
      out.Emit(source, GL.DEBUG_TYPE_PUSH_GROUP, id, GL.DEBUG_SEVERITY_NOTIFICATION, message);
    },
    popDebugGroup() {
      if (out.groups.length <= 1) {
        fe.error(GL.STACK_UNDERFLOW, 'popDebugGroup: only the default debug group is on the stack');
        return;
      }
      const g = out.groups.pop()!;
      out.Emit(g.source, GL.DEBUG_TYPE_POP_GROUP, g.id, GL.DEBUG_SEVERITY_NOTIFICATION, g.message);
    },
    objectLabel(identifier, name, label) {
      const o = objectOf('objectLabel', identifier, name);
      if (o) setLabel('objectLabel', o, label);
    },
    getObjectLabel(identifier, name) {
      const o = objectOf('getObjectLabel', identifier, name);
      return o ? (labels.get(o) ?? '') : '';
    },
    objectPtrLabel(ptr, label) {
      const o = syncObjectOf('objectPtrLabel', ptr);
      if (o !== null) setLabel('objectPtrLabel', o, label);
    },
    getObjectPtrLabel(ptr) {
      const o = syncObjectOf('getObjectPtrLabel', ptr);
      return o === null ? '' : (labels.get(o) ?? '');
    },
  } satisfies Partial<GLFunctions>;
}
