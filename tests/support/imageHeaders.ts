const u16 = (value: number) => [value >> 8, value & 0xff];

/** The first bytes of a JPEG: an optional EXIF segment with an orientation, then the frame header. */
export function jpegHead(
  width: number,
  height: number,
  orientation?: number,
  littleEndian = false,
): ArrayBuffer {
  const word = (value: number) => (littleEndian ? u16(value).reverse() : u16(value));
  const long = (value: number) => (littleEndian ? [value, 0, 0, 0] : [0, 0, 0, value]);
  const exif =
    orientation === undefined
      ? []
      : (() => {
          const tiff = [
            ...(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d]),
            ...word(42),
            ...long(8),
            ...word(1),
            ...word(0x0112),
            ...word(3),
            ...long(1),
            ...word(orientation),
            0,
            0,
            ...long(0),
          ];
          const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
          return [0xff, 0xe1, ...u16(body.length + 2), ...body];
        })();
  const comment = [0xff, 0xfe, ...u16(6), 0x68, 0x65, 0x69, 0x21];
  const frame = [
    0xff,
    0xc0,
    ...u16(17),
    8,
    ...u16(height),
    ...u16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return new Uint8Array([0xff, 0xd8, ...exif, ...comment, ...frame, 0xff, 0xda]).buffer;
}
