// The demo's world, as data: a procedural texture atlas and a voxel terrain cut into 16×16-column chunks, each
// chunk meshed into three batches the way a Minecraft-like renderer keeps them (opaque terrain, translucent
// water, foliage). Pure computation, no GL: scene.ts uploads what this builds.

export const ATLAS = 256;
export const TILE = 16;
/** Tiles of the atlas (index = row * 16 + column). */
export const T = { grassTop: 0, dirt: 1, grassSide: 2, stone: 3, sand: 4, wood: 5, leaves: 6, water: 14 } as const;

type RGBA = [number, number, number, number];
const BASE: Record<number, RGBA> = {
  [T.grassTop]: [88, 156, 64, 255],
  [T.dirt]: [134, 96, 67, 255],
  [T.grassSide]: [134, 96, 67, 255],
  [T.stone]: [125, 125, 130, 255],
  [T.sand]: [218, 206, 150, 255],
  [T.wood]: [102, 78, 48, 255],
  [T.leaves]: [52, 118, 40, 255],
};

/** A small integer hash: the atlas and the world are the same on every run and every lane. */
export function hash(a: number, b: number, c = 0): number {
  let h = (a * 374761393 + b * 668265263 + c * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const clamp8 = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** One texel of a tile at animation frame `frame` (only water and leaves move). */
export function texel(tile: number, i: number, j: number, frame: number): RGBA {
  if (tile === T.water) {
    const wave = Math.sin((i + frame * 2) * 0.8) + Math.cos((j - frame) * 0.6);
    return [clamp8(40 + 10 * wave), clamp8(90 + 22 * wave), clamp8(200 + 15 * wave), 150];
  }
  const base = BASE[tile] ?? [(tile % 16) * 16, Math.floor(tile / 16) * 16, 128, 255];
  const n = hash(tile, i, j) * 0.35 + 0.8;
  if (tile === T.grassSide && j >= 12) return texel(T.grassTop, i, j, frame);
  if (tile === T.leaves) {
    const sway = 0.9 + 0.1 * Math.sin(i * 0.9 + j * 0.7 + frame * 1.7);
    return [clamp8(base[0] * n * sway), clamp8(base[1] * n * sway), clamp8(base[2] * n * sway), 255];
  }
  if (tile === T.wood && i % 5 === 0) return [clamp8(base[0] * 0.7), clamp8(base[1] * 0.7), clamp8(base[2] * 0.7), 255];
  return [clamp8(base[0] * n), clamp8(base[1] * n), clamp8(base[2] * n), base[3]];
}

/** The w × h texel region of the atlas at (x, y), frame `frame`: what texImage2D / texSubImage2D upload. */
export function atlasRegion(x: number, y: number, w: number, h: number, frame: number): Uint8Array {
  const out = new Uint8Array(w * h * 4);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const ax = x + i;
      const ay = y + j;
      const tile = Math.floor(ay / TILE) * 16 + Math.floor(ax / TILE);
      out.set(texel(tile, ax % TILE, ay % TILE, frame), (j * w + i) * 4);
    }
  }
  return out;
}

// --- terrain ----------------------------------------------------------------------------------------------
export const WORLD = 64;
export const CHUNK = 16;
export const WATER_LEVEL = 3;

/** Column height (number of solid blocks) at world column (x, z); x in [-32, 32), z in [-64, 0). */
export function heightAt(x: number, z: number): number {
  const h = 4.5 + 2.6 * Math.sin(x * 0.21) + 2.2 * Math.cos(z * 0.17) + 1.4 * Math.sin((x + z) * 0.11);
  return Math.max(1, Math.floor(h));
}

const inWorld = (x: number, z: number) => x >= -WORLD / 2 && x < WORLD / 2 && z >= -WORLD && z < 0;
const treeAt = (x: number, z: number) => heightAt(x, z) > WATER_LEVEL + 1 && hash(x, z, 7) < 0.035 && inWorld(x, z);

/** A mesh being built: 6 floats a vertex (x y z u v shade), 4 vertices and 6 indices a quad. */
class MeshBuilder {
  readonly v: number[] = [];
  readonly idx: number[] = [];
  quad(corners: readonly (readonly [number, number, number])[], tile: number, shade: number): void {
    const u0 = ((tile % 16) * TILE) / ATLAS;
    const v0 = (Math.floor(tile / 16) * TILE) / ATLAS;
    const d = TILE / ATLAS;
    const st = [[0, 0], [1, 0], [1, 1], [0, 1]];
    const base = this.v.length / 6;
    corners.forEach((p, k) => this.v.push(p[0], p[1], p[2], u0 + st[k][0] * d, v0 + st[k][1] * d, shade));
    this.idx.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  build(): { vertices: Float32Array; indices: Uint16Array } {
    return { vertices: new Float32Array(this.v), indices: new Uint16Array(this.idx) };
  }
}

/** Faces of the unit cube at (x, y, z): top (unless null: a buried block), +z, -z, +x, -x; `skip` leaves out hidden sides. */
function cube(m: MeshBuilder, x: number, y: number, z: number, top: number | null, side: number, skip: (dx: number, dz: number) => boolean = () => false): void {
  const x1 = x + 1, y1 = y + 1, z1 = z + 1;
  if (top !== null) m.quad([[x, y1, z1], [x1, y1, z1], [x1, y1, z], [x, y1, z]], top, 1);
  if (!skip(0, 1)) m.quad([[x, y, z1], [x1, y, z1], [x1, y1, z1], [x, y1, z1]], side, 0.8);
  if (!skip(0, -1)) m.quad([[x1, y, z], [x, y, z], [x, y1, z], [x1, y1, z]], side, 0.8);
  if (!skip(1, 0)) m.quad([[x1, y, z1], [x1, y, z], [x1, y1, z], [x1, y1, z1]], side, 0.65);
  if (!skip(-1, 0)) m.quad([[x, y, z], [x, y, z1], [x, y1, z1], [x, y1, z]], side, 0.65);
}

export interface ChunkMesh {
  terrain: { vertices: Float32Array; indices: Uint16Array };
  water: { vertices: Float32Array; indices: Uint16Array };
  foliage: { vertices: Float32Array; indices: Uint16Array };
}

/** The chunk whose minimum column is (cx, cz): only faces that can be seen (a side shows above its neighbour). */
export function meshChunk(cx: number, cz: number): ChunkMesh {
  const terrain = new MeshBuilder();
  const water = new MeshBuilder();
  const foliage = new MeshBuilder();
  for (let z = cz; z < cz + CHUNK; z++) {
    for (let x = cx; x < cx + CHUNK; x++) {
      const h = heightAt(x, z);
      for (let y = 0; y < h; y++) {
        const topBlock = y === h - 1;
        const tile = y < h - 3 ? T.stone : topBlock ? (h <= WATER_LEVEL ? T.sand : T.grassSide) : T.dirt;
        const topTile = h <= WATER_LEVEL ? T.sand : T.grassTop;
        // Only the top block's top face shows; a side face shows where the neighbour column is lower.
        const hidden = (dx: number, dz: number) => !inWorld(x + dx, z + dz) ? false : heightAt(x + dx, z + dz) > y;
        cube(terrain, x, y, z, topBlock ? topTile : null, tile, hidden);
      }
      if (h < WATER_LEVEL) water.quad([[x, WATER_LEVEL - 0.15, z + 1], [x + 1, WATER_LEVEL - 0.15, z + 1], [x + 1, WATER_LEVEL - 0.15, z], [x, WATER_LEVEL - 0.15, z]], T.water, 1);
      if (treeAt(x, z)) {
        for (let y = h; y < h + 3; y++) cube(foliage, x, y, z, T.wood, T.wood);
        for (let dy = 3; dy < 5; dy++) {
          for (let dz = -1; dz <= 1; dz++) for (let dx = -1; dx <= 1; dx++) if (dy === 3 || (dx === 0 && dz === 0)) cube(foliage, x + dx, h + dy, z + dz, T.leaves, T.leaves);
        }
      }
    }
  }
  return { terrain: terrain.build(), water: water.build(), foliage: foliage.build() };
}
