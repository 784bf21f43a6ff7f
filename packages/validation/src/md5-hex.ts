const MD5_HEX = /^[0-9a-f]{32}$/i;

/** Passwords travel md5-hashed, so the server expects exactly 32 hex digits. */
export function isMd5Hex(s: string): boolean {
  return MD5_HEX.test(s);
}
