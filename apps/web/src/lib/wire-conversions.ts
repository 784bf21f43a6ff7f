import type { Conversion } from '@pcharging/api-client';

const noted = new Set<string>();

/**
 * What the backend sends in another form than the document's (a PHP backend's "24" for 24, "0" for false), said once
 * per field on the console's verbose level: what a developer checks when a backend is connected, invisible otherwise.
 */
export function noteConversions(operationId: string, conversions: readonly Conversion[]): void {
  for (const { path, from, to } of conversions) {
    const key = `${operationId} ${path} ${from} ${to}`;
    if (noted.has(key)) continue;
    noted.add(key);
    console.debug(`[wire] ${operationId}: ${path} arrives as ${from}, read as ${to}`);
  }
}
