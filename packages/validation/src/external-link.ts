const EXTERNAL_LINK = /^(https?|mailto|tel):/i;

export function isExternalLink(s: string): boolean {
  return EXTERNAL_LINK.test(s);
}
