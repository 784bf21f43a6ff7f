import { type Capability, createApiClient, getCapabilities } from '@pcharging/api-client';
import { capabilitiesFromAnswer, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { api } from './api';
import { sessionStore } from './session-store';

// Whatever a backend without the call answers in its place must not end the session: no re-login dialog.
const { onSessionExpired: _reloginDialog, ...quietOptions } = api.options;
const quietApi = createApiClient(quietOptions);

/** What the backend offers; one without `Base/capabilities` (any failure: 404, HTML, no answer) is legacy. */
async function askBackend(): Promise<ReadonlySet<Capability>> {
  try {
    return capabilitiesFromAnswer(await getCapabilities(quietApi));
  } catch {
    return NO_CAPABILITIES;
  }
}

let asking: Promise<ReadonlySet<Capability>> | undefined;

/**
 * The backend's capabilities, asked once per session and kept with it (a reload does not ask again, a new sign-in
 * does). Quiet: a legacy backend is not a fault.
 */
export function ensureCapabilities(): Promise<ReadonlySet<Capability>> {
  const known = sessionStore.getState().capabilities;
  if (known) return Promise.resolve(known);
  if (!asking) {
    const { token } = sessionStore.getState();
    asking = askBackend()
      .then((offered) => {
        // A sign-in or sign-out while the answer was on its way asks again for its own session.
        if (sessionStore.getState().token === token) sessionStore.setCapabilities(offered);
        return offered;
      })
      .finally(() => {
        asking = undefined;
      });
  }
  return asking;
}
