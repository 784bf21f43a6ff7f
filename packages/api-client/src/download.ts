import { type ApiClient, failureOf } from './client';
import { ApiError } from './errors';
import { isEnvelope } from './wire/envelope';
import type { FormBody } from './wire/form-codec';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed percent-encoding falls through to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || fallback;
}

/** POSTs without a body and returns the binary answer (the captcha image). */
export async function fetchBlob(client: ApiClient, path: string): Promise<Blob> {
  const response = await client.send(new Request(`${client.baseUrl}${path}`, { method: 'POST' }));
  const blob = response.ok ? await response.blob() : undefined;
  if (!blob || blob.size === 0) throw new ApiError({ kind: response.ok ? 'empty' : 'http', status: response.status });
  return blob;
}

/** POSTs a form and returns the binary answer; a JSON envelope instead of a file is a business error. */
export async function downloadFile(
  client: ApiClient,
  path: string,
  body: FormBody,
  fallbackName = 'download',
): Promise<DownloadedFile> {
  const request = new Request(`${client.baseUrl}${path}`, { method: 'POST', body: client.formBody(body) });
  const response = await client.send(request);
  if (!response.ok) throw new ApiError({ kind: 'http', status: response.status });
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const answer: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(answer)) throw new ApiError({ kind: 'empty', status: response.status });
    throw failureOf(client, answer);
  }
  const blob = await response.blob();
  if (blob.size === 0) throw new ApiError({ kind: 'empty', status: response.status });
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName) };
}
