export { compareImages, DEFAULT_TOLERANCE } from './image-compare.ts';
export type { ImageComparison, ImageTolerance, RgbaImage } from './image-compare.ts';
