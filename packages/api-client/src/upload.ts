import { type ApiClient, answerData } from './client';
import { ApiError } from './errors';

/** Sends an upload as multipart, each file part under its own name, and answers the success `data`. */
export async function uploadParts<T>(
  client: ApiClient,
  operationId: string,
  path: string,
  parts: Readonly<Record<string, File | string | number | undefined>>,
): Promise<T> {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    // Not `instanceof File`: a file may come from another realm (a test's Node File in a jsdom page).
    if (typeof part === 'object') form.append(name, part, part.name);
    else if (part !== undefined) form.append(name, String(part));
  }
  const request = new Request(`${client.baseUrl}${path}`, { method: 'POST', body: client.multipartBody(form) });
  const response = await client.send(request);
  const answer: unknown = await response.json().catch(() => {
    throw new ApiError({ kind: response.ok ? 'empty' : 'http', status: response.status });
  });
  return answerData<T>(client, operationId, response, answer);
}
