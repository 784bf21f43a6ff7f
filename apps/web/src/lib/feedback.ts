import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

export const TOAST_DURATION_S = 3;
export const TOAST_TOP_PX = 16;

// The QueryCache lives outside React; antd's App hands us its context-aware instance once mounted. Every request
// starts from a component below the App, so the instance is bound before the first failure can arrive.
let boundMessage: MessageInstance | undefined;

export function bindMessage(instance: MessageInstance | undefined): void {
  boundMessage = instance;
}

/** An error toast; the same text shown again while it is up stays one toast (calls that fail together). */
export function toastError(text: string): void {
  if (boundMessage) void boundMessage.open({ type: 'error', content: text, duration: TOAST_DURATION_S, key: text });
  else console.error(text);
}
