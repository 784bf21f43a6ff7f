import { lazy, Suspense } from 'react';
import { env } from '../../../config/env';

// Only sandboxes show it: the main network's operators do not load the control client for nothing.
const SandboxBanner = lazy(() => import('./sandbox-banner').then((module) => ({ default: module.SandboxBanner })));

/** A thin strip over the operator app in a training sandbox, so that nobody takes it for production. */
export function TrainingBanner({ sandbox = env.sandboxName }: { sandbox?: string | undefined }) {
  return sandbox ? (
    <Suspense fallback={null}>
      <SandboxBanner sandbox={sandbox} />
    </Suspense>
  ) : null;
}
