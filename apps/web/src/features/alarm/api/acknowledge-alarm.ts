import { type Alarm, acknowledgeAlarm } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { alarmKeys } from './keys';

// The list, the open drawer and the header badge all change.
export const acknowledgeAlarmMutationOptions = () =>
  mutationOptions({
    mutationFn: (alarm: Alarm) => acknowledgeAlarm(api, { id: alarm.id }),
    meta: { invalidates: [alarmKeys.all] },
  });
