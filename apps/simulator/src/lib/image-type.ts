/** The image formats uploads accept, each recognised by the signature its files start with. */
const IMAGE_FORMATS = [
  { mime: 'image/png', extension: 'png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', extension: 'jpg', signature: [0xff, 0xd8, 0xff] },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The format the bytes really are; a name or a declared type proves nothing. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  return IMAGE_FORMATS.find(
    (format) =>
      bytes.length > format.signature.length && format.signature.every((byte, index) => bytes[index] === byte),
  );
}
