// The entry of index.html's inline first-frame script (see login-first-frame.ts), nothing else imports it.
import { preloadAfterFirstFrame, showFirstFrame } from './first-frame';

showFirstFrame();
preloadAfterFirstFrame();
