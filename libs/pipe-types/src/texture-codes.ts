// set_texture_params' narrow fields (schema/pipe-calls.json: swizzle u8[4], depthStencilMode u8): the GL enums do not
// fit a byte, so they travel as small codes. Swizzle codes follow gallium's PIPE_SWIZZLE order (X Y Z W 0 1).
const SWIZZLE_ENUMS = [0x1903 /* RED */, 0x1904 /* GREEN */, 0x1905 /* BLUE */, 0x1906 /* ALPHA */, 0 /* ZERO */, 1 /* ONE */] as const;
const DEPTH_COMPONENT = 0x1902;
const STENCIL_INDEX = 0x1901;

/** TEXTURE_SWIZZLE_* value → its wire code (an enum the front end never stores maps to -1). */
export function swizzleCode(glEnum: number): number {
  return SWIZZLE_ENUMS.indexOf(glEnum as (typeof SWIZZLE_ENUMS)[number]);
}
/** Wire code → TEXTURE_SWIZZLE_* value, or -1 for a code no client sends. */
export function swizzleEnum(code: number): number {
  return code >= 0 && code < SWIZZLE_ENUMS.length ? SWIZZLE_ENUMS[code] : -1;
}
/** DEPTH_STENCIL_TEXTURE_MODE → 0 (DEPTH_COMPONENT) / 1 (STENCIL_INDEX). */
export function depthStencilModeCode(glEnum: number): number {
  return glEnum === STENCIL_INDEX ? 1 : 0;
}
export function depthStencilModeEnum(code: number): number {
  return code === 1 ? STENCIL_INDEX : DEPTH_COMPONENT;
}
