/** Alarms chargers raise, as the seeded alarm kinds name them; E310 is the lost-connection one. */
export const OFFLINE_ALARM = { code: 'E310', level: 2, message: 'Communication with the charger lost' } as const;
export const PORT_FAULTS = [
  { code: 'E101', level: 3, message: 'Over-temperature in the power module' },
  { code: 'E204', level: 3, message: 'Ground fault detected' },
  { code: 'E402', level: 3, message: 'Emergency stop pressed' },
  { code: 'E515', level: 2, message: 'Energy meter reading out of range' },
  { code: 'E620', level: 1, message: 'Connector not locked at session start' },
  { code: 'E731', level: 2, message: 'Cable temperature sensor fault' },
] as const;

export const GROUND_FAULT = PORT_FAULTS[1];
