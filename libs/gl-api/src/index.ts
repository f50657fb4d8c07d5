// @mgpipe/gl-api: the GL interface of DESIGN §7. Methods are generated from the GL function table
// (tools/gl-codegen); constants are the registry's values (GL.TRIANGLES ...), literal-typed.
import type { GLConstants } from '@mgpipe/value-types';
import type { GLFunctions, GLShortForms } from './gl-functions.generated.ts';

export type { GLFunctions, GLShortForms } from './gl-functions.generated.ts';
export { GL_METHOD_PARAMS, GL_SHORT_FORM_METHODS, withArgChecks } from './gl-arg-checks.generated.ts';
export { MAX_OUTPUT_VALUES, argError, type GLErrorSink } from './arg-check-runtime.ts';
export { attribVertexBytes, clientArrayBytes, indexBounds, lastFetched, maxIndex, restartValue, scanIndices } from './client-arrays.ts';
export { GL_METHOD_NAMES } from './gl-functions.generated.ts';
export { GL_OBJECT_PARAMS, GL_PER_PROGRAM_KINDS, GL_VALUE_RETURNING_METHODS } from './gl-object-params.generated.ts';
export type { GLMethodObjects, GLObjectKind, GLObjectParam } from './gl-object-params.generated.ts';
export type * from './gl-types.ts';
export type { Scenario, ScenarioProbe, ScenarioTolerance } from './scenario.ts';
export { GL_COMMAND_ORIGINS, GL_CORE_45_METHODS } from './gl-command-origins.generated.ts';
export { GL_CORE_45_GET_PNAMES } from './gl-get-pnames.generated.ts';
export { GL45_STATE_TABLE_PNAMES } from './gl45-state-table-pnames.ts';
export { COUNTED_LIST_PNAMES, OBJECT_COUNTED_LIST_PNAMES, RESOURCE_LIST_PROPS, queryValueCount } from './query-value-counts.ts';

/**
 * A GL context as scenarios see it: every entry point (with the (size, data) short forms) plus every
 * constant. Both lanes put `withArgChecks` in front of their methods (arg-check-runtime.ts has the rules).
 */
export type GL = GLFunctions & GLShortForms & GLConstants;
