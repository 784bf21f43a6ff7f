export interface ClassNaming {
  by: 'list' | 'prefix';
  names?: string | undefined;
  prefix?: string | undefined;
  count?: number | undefined;
}

/**
 * The sandboxes' names a class asks for: the list's names (one a line, or separated by commas or spaces, each once,
 * in lower case), or the prefix followed by 1 to count (`class-1`, `class-2`…).
 */
export function classNames({ by, names, prefix, count }: ClassNaming): string[] {
  if (by === 'prefix') {
    const stem = prefix?.trim().toLowerCase() ?? '';
    return stem && count ? Array.from({ length: count }, (_, index) => `${stem}-${index + 1}`) : [];
  }
  const listed = (names ?? '')
    .split(/[\s,;]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(listed)];
}
