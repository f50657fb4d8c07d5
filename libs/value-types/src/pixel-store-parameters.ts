// PixelStoreParameters: glPixelStorei state, one instance for pack and one for unpack. Readbacks and
// texture uploads read it; the tracker compares values (NEW_PIXEL_PACK), so equals() is the shutter.

export class PixelStoreParameters {
  alignment = 4;
  rowLength = 0;
  imageHeight = 0;
  skipPixels = 0;
  skipRows = 0;
  skipImages = 0;
  swapBytes = false;
  lsbFirst = false;

  copyFrom(o: PixelStoreParameters): void {
    this.alignment = o.alignment;
    this.rowLength = o.rowLength;
    this.imageHeight = o.imageHeight;
    this.skipPixels = o.skipPixels;
    this.skipRows = o.skipRows;
    this.skipImages = o.skipImages;
    this.swapBytes = o.swapBytes;
    this.lsbFirst = o.lsbFirst;
  }

  equals(o: PixelStoreParameters): boolean {
    return (
      this.alignment === o.alignment && this.rowLength === o.rowLength &&
      this.imageHeight === o.imageHeight && this.skipPixels === o.skipPixels &&
      this.skipRows === o.skipRows && this.skipImages === o.skipImages &&
      this.swapBytes === o.swapBytes && this.lsbFirst === o.lsbFirst
    );
  }
}
