// MGPipeCallbacks (seeds §7, D8): the reverse channel, server -> client, as named events and replies. gallium has
// only flush + fence; MobileGL needs these words. All are events the client drains at its own pace, except
// on_reply, which completes a replySlot call.
import type { MGPipeHandle } from './handles.ts';

export interface MGPipeCallbacks {
  /** A GL error the backend detected (the client-side error queue stays authoritative for API errors). */
  on_gl_error(error: number, message: string): void;
  /** The GPU wrote this range (SSBO / image / XFB / copy): narrows which shadows are stale without a round trip. */
  on_gpu_written(res: MGPipeHandle, offset: bigint, size: bigint): void;
  /** Bytes of a buffer range the client must write back into its shadow (XFB scatter RMW, readback). */
  on_buffer_writeback(res: MGPipeHandle, offset: bigint, bytes: Uint8Array): void;
  /** Texels of one level region (CPU mip fallback, readback). */
  on_texture_writeback(res: MGPipeHandle, level: number, box: readonly [number, number, number, number, number, number], bytes: Uint8Array): void;
  /** generate_mipmap finished: shapes only, no bytes (§9.1). */
  on_mip_levels_generated(res: MGPipeHandle, baseLevel: number, levelCount: number): void;
  /** Default framebuffer geometry changed (swapchain / window resize). */
  on_surface_changed(width: number, height: number, samples: number): void;
  /** Caps changed (device lost / compile environment): the client re-runs get_caps. */
  on_caps_invalidated(): void;
  /** The server must re-mint a texture and asks for its bytes; the client answers or sends the terminator (§7.5). */
  on_texture_pull_request(res: MGPipeHandle, level: number): void;
  /** Backend log line (link failures are reported this way, never as GL errors: §5.7). */
  on_log(level: number, message: string): void;
  /** Completes a replySlot call (get_caps, fence_status, read_pixels, ...). */
  on_reply(slot: number, opcode: number, value: unknown): void;
}
