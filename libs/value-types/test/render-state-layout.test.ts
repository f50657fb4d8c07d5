import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_CHUNK_MASK,
  ELEMENT_SIZE,
  PIPELINE_CHUNK_MASK,
  RENDER_STATE_CHUNKS,
  RENDER_STATE_FIELDS,
  RENDER_STATE_LAYOUT_SIZE,
  RS,
} from '../src/index.ts';

describe('render-state field table', () => {
  it('derives offsets that are aligned, ordered and non-overlapping', () => {
    let end = 0;
    for (const f of RENDER_STATE_FIELDS) {
      expect(f.offset % ELEMENT_SIZE[f.type]).toBe(0);
      expect(f.size).toBe(ELEMENT_SIZE[f.type] * f.count);
      expect(f.offset).toBeGreaterThanOrEqual(end);
      expect(f.elementIndex * ELEMENT_SIZE[f.type]).toBe(f.offset);
      end = f.offset + f.size;
    }
    expect(end).toBeLessThanOrEqual(RENDER_STATE_LAYOUT_SIZE);
  });

  it('puts every field inside its own chunk and tiles the blob with chunks', () => {
    let cursor = 0;
    for (const c of RENDER_STATE_CHUNKS) {
      expect(c.offset).toBe(cursor);
      expect(c.offset % 4).toBe(0);
      expect(c.length % 4).toBe(0);
      cursor += c.length;
    }
    expect(cursor).toBe(RENDER_STATE_LAYOUT_SIZE);
    for (const f of RENDER_STATE_FIELDS) {
      const c = RENDER_STATE_CHUNKS[f.chunkIndex];
      expect(c.name).toBe(f.chunk);
      expect(f.kind).toBe(c.kind);
      expect(f.offset).toBeGreaterThanOrEqual(c.offset);
      expect(f.offset + f.size).toBeLessThanOrEqual(c.offset + c.length);
    }
  });

  it('splits pipeline and dynamic chunks into complementary masks', () => {
    expect(PIPELINE_CHUNK_MASK & DYNAMIC_CHUNK_MASK).toBe(0);
    expect(PIPELINE_CHUNK_MASK | DYNAMIC_CHUNK_MASK).toBe((1 << RENDER_STATE_CHUNKS.length) - 1);
  });

  it('classifies the seeds’ dynamic list as dynamic and pipeline identity as pipeline', () => {
    for (const f of [RS.viewport, RS.scissorBox, RS.depthRange, RS.blendColor, RS.lineWidth,
      RS.polygonOffsetFactor, RS.polygonOffsetUnits, RS.polygonOffsetClamp, RS.stencilRef, RS.stencilWriteMask,
      RS.clearColor, RS.clearDepth, RS.clearStencil, RS.scissorWrittenMask, RS.sampleCoverageValue,
      RS.sampleCoverageInvert, RS.hints, RS.pointSize, RS.pointFadeThresholdSize]) {
      expect(f.kind, f.name).toBe('dynamic');
    }
    for (const f of [RS.capabilities, RS.blendEnable, RS.colorMask, RS.blendSrcRgb, RS.depthFunc,
      RS.stencilFunc, RS.stencilValueMask, RS.cullFaceMode, RS.polygonMode, RS.clipDistanceMask, RS.logicOp,
      RS.sampleMask, RS.minSampleShading, RS.provokingVertex, RS.pointSpriteCoordOrigin]) {
      expect(f.kind, f.name).toBe('pipeline');
    }
  });
});
