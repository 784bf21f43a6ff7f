import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { SessionInfo } from '../data/auth/session-queries';
import type { Simulation } from '../fleet/simulation';
import type { Clock } from '../lib/clock';
import type { SimulatorConfig } from '../lib/env';
import type { MessageKey, MessageValues } from '../lib/messages';
import type { Sandboxes } from './sandboxes';

/** What every request sees: the shared dependencies and what earlier middleware learned. */
export interface AppVariables {
  deps: AppDependencies;
  simulation: Simulation;
  requestId: string;
  /** The `_pcharging` operation being served, for the request log. */
  operationId: string | undefined;
  /** The envelope's code of the answer, for the request log. */
  resultCode: number | string | undefined;
  locale: Locale;
  session: SessionInfo | undefined;
  params: Record<string, unknown>;
  pageinfo: Record<string, unknown>;
  formFields: Record<string, string>;
  /** File parts of a multipart body, by field name; the text parts went through validation like a form. */
  uploads: Record<string, File>;
  /** What a mutating call is about, by name, for the operation log (read before the call runs). */
  logSubject: string;
  /** The answer's message by catalogue key, so the operation log can say it in its reader's language. */
  answerMessage: { key: MessageKey; values: MessageValues } | undefined;
  /** The simulator's sandboxes, on its main network only (a sandbox holds none). */
  sandboxes: Sandboxes | undefined;
  /** The sandbox this app serves, with the key that opens its control surface; undefined on the main network. */
  ownSandbox: { name: string; key: string } | undefined;
}

export interface AppDependencies {
  db: AppDatabase;
  config: SimulatorConfig;
  clock: Clock;
  /** Real time for sessions, captchas and throttles; the system's unless a test gives one it moves. */
  wallClock?: Clock | undefined;
}

export type AppEnv = { Variables: AppVariables };
