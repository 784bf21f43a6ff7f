/** alarm_status codes (OpenAPI `Alarm.status`): an open alarm waits for acknowledgement, a repaired one is done. */
export const AlarmStatus = { Open: 0, Acknowledged: 1, Repaired: 2 } as const;
