// RegionView: a texel region as a union box plus its rect list — gl-state's DirtyRegion as the client's upload shape
// reads it (tracker texture-upload-shape.ts), the server's pending shapes as the texture twin uploads them
// (gles-images-upload PendingUpload, gles-textures), and the pulled region verify compares a shape with. One
// declaration for all of them, so a field added to one is a compile error at the others.

/** Union box half-open [x0, x1) × [y0, y1) × [z0, z1); rects x, y, z, w, h, d each; rectCount -1 = the box only. */
export interface RegionView {
  readonly x0: number; readonly y0: number; readonly z0: number;
  readonly x1: number; readonly y1: number; readonly z1: number;
  readonly rectCount: number;
  readonly rects: Int32Array;
}
