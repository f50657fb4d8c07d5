// Dense indices of gl-state that this backend reads through the GLContext it is attached to. The backend
// imports only TYPES from gl-state (the legacy pull path; the lint forbids server code from linking client
// values), so the few index constants are restated here; test/front-constants.test.ts asserts they equal
// gl-state's GenericBufferSlot / TextureTargetIndex / QuerySlot / attachment slots.
export const FrontBufferSlot = { PixelPack: 1, PixelUnpack: 2, DrawIndirect: 8, DispatchIndirect: 10, Parameter: 13 } as const;
export const FrontTextureTarget = { Tex2D: 1 } as const;
export const FrontQuerySlot = { SamplesPassed: 0, AnySamplesPassed: 1, AnySamplesPassedConservative: 2, PrimitivesGenerated: 3, XfbPrimitivesWritten: 4, TimeElapsed: 5 } as const;
export const FRONT_DEPTH_SLOT = 8;
export const FRONT_STENCIL_SLOT = 9;
