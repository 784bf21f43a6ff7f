import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_PATH } from '@pcharging/api-client';
import { type OperationDescriptor, operations } from '@pcharging/api-client/operations';

export const PACT_FILE = join(import.meta.dirname, '..', 'pacts', 'pcharging-web-pcharging-api.json');

export interface RecordedInteraction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; headers?: Record<string, unknown>; body?: { content?: unknown } | unknown };
}

export function readInteractions(): RecordedInteraction[] {
  return (JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: RecordedInteraction[] }).interactions;
}

const templates = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${API_BASE_PATH}${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The operation whose method and path template an interaction's request matches. */
export function operationOf(interaction: RecordedInteraction): OperationDescriptor | undefined {
  const method = interaction.request.method.toLowerCase();
  return templates.find((t) => t.operation.method === method && t.pattern.test(interaction.request.path))?.operation;
}
