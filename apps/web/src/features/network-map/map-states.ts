import type { StationMapPoint } from '@pcharging/api-client';
import type { ColorScheme } from '../../lib/appearance';
import type { TextKey } from '../../lib/catalogue-types';

export type State = StationMapPoint['state'];

export const STATES: readonly State[] = ['charging', 'free', 'fault', 'offline', 'inactive'];

// 3:1 against the map's ground (WCAG for graphics) in each scheme, and told apart by the legend's words as well.
export const SCHEME_COLOURS: Readonly<Record<ColorScheme, Readonly<Record<State, string>>>> = {
  light: { charging: '#0958d9', free: '#237804', fault: '#cf1322', offline: '#434343', inactive: '#8c8c8c' },
  dark: { charging: '#1668dc', free: '#3c8618', fault: '#d32029', offline: '#737373', inactive: '#595959' },
};

/** Which state a group of stations shows: the one an operator must see first. */
export const URGENCY: Readonly<Record<State, number>> = { fault: 5, offline: 4, charging: 3, free: 2, inactive: 1 };

export const STATE_KEYS: Readonly<Record<State, TextKey>> = {
  charging: 'common.map.state.charging',
  free: 'common.map.state.free',
  fault: 'common.map.state.fault',
  offline: 'common.map.state.offline',
  inactive: 'common.map.state.inactive',
};
