// The images-upload subsystem's receive path for texture uploads (phase B, seeds 000/002 §6, issue 16): a
// resource_subdata naming a live TEXTURE resource is accepted here — its shape (union box + region list) joins the
// PendingUploads of that resource, per (uploadTarget, level) — and the backend's upload consumes it where it really
// uploads (BackendTexture), so a draw that bails before syncing the texture loses nothing. Acceptance is the call
// returning: the client clears its dirty flags after that.
//   resource_subdata     a texture handle: accepted here; any other handle: handed to the entry installed before
//                        (the buffers receiver: resource handles share one slot space)
//   resource_respecify   handed on; nothing is discarded here: the backend redefines only the images whose definition
//                        moved and discards those images' shapes as it does (BackendTexture.uploadPending) — a named
//                        level clears that level, a metadata-only change clears nothing, and the shapes of the
//                        levels it keeps still upload (their driver images may hold texels the GPU wrote)
//   resource_destroy     a texture: its pending uploads go with it; handed on first
// Texels are not copied here: the shape names the level shadow (sourceIsVerbatimLevelShadow), which the backend reads in
// one process through the wiring's storage bridge (BackendTexture); split mode needs the shape's bytes on the wire.
//
// MOBILEGL_PIPE_TEST_FAULT=images-upload (test-only, `fault`): every accepted shape loses one texel column (its union
// box and its last region one texel narrower) — the upload misses texels the application wrote, which a reference
// comparison sees where a scenario samples them, and verify sees as a resource_subdata@textureUpload divergence.
//
// Server-side: holds handles and numbers only; the verify comparison reads the pulled shape through `verify.pulled`,
// which the wiring implements over its bridge.
import { MGPipeFatal, type MGPipeContext, type MGPipeHandle, type MGPipeScreen, type ResourceSubdataPayload } from '@mgpipe/pipe-types';
import type { RegionView } from '@mgpipe/value-types';
import { PendingUploads, type UploadRect } from './pending-uploads.ts';

/** Counters (MOBILEGL_PIPE_STATS, tests). */
export interface UploadReceiverStats {
  shapesAccepted: number;
  /** Of those, box-only shapes (no region list). */
  boxOnlyShapes: number;
  regionsAccepted: number;
  /** Destroys that discarded pending shapes. */
  discards: number;
}

/** The pulled twin of one shape: the front end's region at acceptance. */
export type PulledRegion = RegionView;

/** What the wiring gives the receiver: which handles are textures, and (verify) the pulled shape to compare with. */
export interface UploadReceiverHost {
  /** Whether `h` is a live texture resource (the textures receiver's table). */
  isTexture(h: MGPipeHandle): boolean;
  /** A texture resource got pending uploads (the device attaches them to the resource's twin). */
  accepted(h: MGPipeHandle, uploads: PendingUploads): void;
  /** Verify only: the region the pull path would have uploaded for (h, target, level), or null when there is none. */
  pulled?: (h: MGPipeHandle, target: number, level: number) => PulledRegion | null;
  /** Verify only: settles one comparison (a non-null difference is a divergence). */
  settle?: (where: string, difference: string | null) => void;
}

/** The server's pending uploads per texture resource, by handle slot (a slot reused by a new gen starts empty). */
export class TextureUploadTable {
  private readonly bySlot: (PendingUploads | undefined)[] = [];
  private readonly gens: number[] = [];

  of(h: MGPipeHandle): PendingUploads {
    let u = this.bySlot[h.slot];
    if (u === undefined || this.gens[h.slot] !== h.gen) {
      u = this.bySlot[h.slot] = new PendingUploads();
      this.gens[h.slot] = h.gen;
    }
    return u;
  }

  peek(h: MGPipeHandle): PendingUploads | null {
    const u = this.bySlot[h.slot];
    return u !== undefined && this.gens[h.slot] === h.gen ? u : null;
  }
}

const box: UploadRect = { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0 };

/**
 * Installs the texture upload entries (after the buffers and textures receivers: resource calls of other resources
 * are handed to the entries they installed). Returns the table the backend consumes from.
 */
export function installUploadReceiver(screen: MGPipeScreen, ctx: MGPipeContext, host: UploadReceiverHost, stats: UploadReceiverStats,
  fault = false): TextureUploadTable {
  const table = new TextureUploadTable();
  const nextSubdata = ctx.resource_subdata, nextDestroy = screen.resource_destroy;
  const regions: UploadRect[] = [];
  const pool: UploadRect[] = [];

  const accept = (p: ResourceSubdataPayload): void => {
    if (!p.sourceIsVerbatimLevelShadow) throw new MGPipeFatal('ProtocolCorruption', 'resource_subdata: a texture shape must name its level shadow');
    const b = p.unionBox;
    box.x = b.x; box.y = b.y; box.z = b.z; box.w = b.w - (fault ? 1 : 0); box.h = b.h; box.d = b.d;
    const n = p.regions.length;
    regions.length = 0;
    for (let i = 0; i < n; i++) {
      const r = p.regions[i];
      if (r.x < b.x || r.y < b.y || r.z < b.z || r.x + r.w > b.x + b.w || r.y + r.h > b.y + b.h || r.z + r.d > b.z + b.d) {
        throw new MGPipeFatal('ProtocolCorruption', `resource_subdata: region ${i} lies outside the union box`);
      }
      const q = pool[i] ?? (pool[i] = { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0 });
      q.x = r.x; q.y = r.y; q.z = r.z; q.w = r.w - (fault && i === n - 1 ? 1 : 0); q.h = r.h; q.d = r.d;
      regions.push(q);
    }
    if (host.settle !== undefined && host.pulled !== undefined) host.settle('resource_subdata@textureUpload', difference(host.pulled(p.res, p.target, p.level), box, n === 0 ? null : regions));
    const uploads = table.of(p.res);
    uploads.accept(p.target, p.level, box, n === 0 ? null : regions);
    stats.shapesAccepted++;
    if (n === 0) stats.boxOnlyShapes++;
    stats.regionsAccepted += n;
    host.accepted(p.res, uploads);
  };

  ctx.resource_subdata = (p) => {
    if (host.isTexture(p.res)) return accept(p);
    if (nextSubdata === null) throw new MGPipeFatal('ProtocolCorruption', `resource_subdata: {${p.res.slot}, ${p.res.gen}} is no texture and buffers are not pushed`);
    nextSubdata(p);
  };
  const discard = (h: MGPipeHandle): void => {
    const u = table.peek(h);
    if (u !== null && u.size > 0) stats.discards++;
    u?.discardAll();
  };
  screen.resource_destroy = (p) => {
    const texture = host.isTexture(p.res);
    if (texture) discard(p.res);
    nextDestroy!(p);
  };
  return table;
}

/**
 * Verify: the accepted shape against the region the pull path would have uploaded. The box must be equal; the region
 * list must be equal when both sides carry one (the client may send box-only where it still has rects: the
 * summedArea * 4 >= unionArea * 3 choice, texture-upload-shape.ts).
 */
function difference(pulled: PulledRegion | null, b: UploadRect, regions: readonly UploadRect[] | null): string | null {
  if (pulled === null) return 'a shape arrived where the pull path has no dirty region';
  if (pulled.x0 !== b.x || pulled.y0 !== b.y || pulled.z0 !== b.z || pulled.x1 !== b.x + b.w || pulled.y1 !== b.y + b.h || pulled.z1 !== b.z + b.d) {
    return `union box [${b.x},${b.y},${b.z} ${b.w}x${b.h}x${b.d}], pulled [${pulled.x0},${pulled.y0},${pulled.z0} ${pulled.x1 - pulled.x0}x${pulled.y1 - pulled.y0}x${pulled.z1 - pulled.z0}]`;
  }
  if (regions === null) return null;
  if (pulled.rectCount !== regions.length) return `${regions.length} regions, pulled ${pulled.rectCount}`;
  for (let i = 0; i < regions.length; i++) {
    const r = regions[i], o = i * 6, q = pulled.rects;
    if (q[o] !== r.x || q[o + 1] !== r.y || q[o + 2] !== r.z || q[o + 3] !== r.w || q[o + 4] !== r.h || q[o + 5] !== r.d) return `region ${i} differs from the pulled rect`;
  }
  return null;
}
