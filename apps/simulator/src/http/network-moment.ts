import { dayInZone } from '@pcharging/validation';
import type { AppDependencies } from './context';

/** The moment an answer is written at, and the network's day it falls in (figures "of today" are of that day). */
export interface NetworkMoment {
  now: number;
  today: string;
}

export function networkMoment({ clock, config }: Pick<AppDependencies, 'clock' | 'config'>): NetworkMoment {
  const now = clock.now();
  return { now, today: dayInZone(now, config.network.timeZone) };
}
