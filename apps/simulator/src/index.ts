export { createApp } from './app';
export { prepareDatabase } from './database';
export { type Clock, ManualClock, systemClock } from './lib/clock';
export type { AppDependencies } from './lib/context';
export { loadConfig, type SimulatorConfig, testConfig } from './lib/env';
export { answerValidator } from './lib/openapi-schemas';
export { listen, type RunningServer } from './server';
export { assertConformingAnswer } from './testing/harness';
export { ProviderStates } from './testing/provider-states';
