// `invariant` on shader inputs. Desktop GLSL below 4.20 lets (and for matching, makes) a stage declare its inputs
// invariant (GLSL 1.50 §4.6.1: "the invariant keyword has to be used in both shaders"), and SPIRV-Cross writes the
// Invariant decoration back as `invariant in …`; ESSL 3.20 §4.8.1 allows the qualifier on outputs only and Mesa's
// GLES compiler refuses the stage ("invariant qualifiers cannot be used with shader inputs"; piglit's glsl-1.50
// invariant-qualifier-everywhere). On an input the qualifier changes no value (invariance is a property of how the
// output was computed; the front end's link has checked the two sides agree), so it is dropped from inputs.

const INVARIANT_INPUT = /^((?:layout\([^)]*\)\s+)?)invariant\s+((?:(?:flat|smooth|noperspective|centroid|sample|patch|highp|mediump|lowp)\s+)*in\s)/gm;

/** The stage's ESSL without `invariant` on its input declarations. */
export function dropInputInvariance(essl: string): string {
  return essl.replace(INVARIANT_INPUT, '$1$2');
}
