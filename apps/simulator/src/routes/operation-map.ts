import type { AreaHandlers, OperationHandlers } from '../http/operation-handlers';
import { alarmOperations } from './alarm/alarm.operations';
import { authOperations } from './auth/auth.operations';
import { baseOperations } from './base/base.operations';
import { chargerOperations } from './charger/charger.operations';
import { chargerCommandOperations } from './charger/charger-commands.operations';
import { portOperations } from './charger/port.operations';
import { chargerLogOperations } from './charger-log/charger-log.operations';
import { closeOperations } from './close/close.operations';
import { customerOperations } from './customer/customer.operations';
import { equipmentOperations } from './equipment/equipment.operations';
import { adjustmentRequestOperations } from './journal/adjustment-request.operations';
import { journalOperations } from './journal/journal.operations';
import { operatorOperations } from './operator/operator.operations';
import { orderOperations } from './order/order.operations';
import { priceTemplateOperations } from './price-template/price-template.operations';
import { remoteStartOperations } from './remote-start/remote-start.operations';
import { rfidOperations } from './rfid/rfid.operations';
import { sessionOperations } from './session/session.operations';
import { stationOperations } from './station/station.operations';
import { statisticsOperations } from './statistics/statistics.operations';
import { operationLogOperations } from './system/operation-log.operations';
import { roleOperations } from './system/role.operations';
import { systemUserOperations } from './system/system-user.operations';
import { timelineOperations } from './timeline/timeline.operations';
import { uptimeOperations } from './uptime/uptime.operations';

/** Each area's handlers merged into one map; an operation served by two areas stops the start. */
function joinAreas<A extends readonly AreaHandlers[]>(...areas: A): MergedAreas<A> {
  const joined: AreaHandlers = {};
  for (const area of areas) {
    for (const operationId of Object.keys(area)) {
      if (operationId in joined) throw new Error(`two areas serve ${operationId}`);
    }
    Object.assign(joined, area);
  }
  return joined as MergedAreas<A>;
}

type MergedAreas<A extends readonly AreaHandlers[]> = (
  A[number] extends infer Area
    ? Area extends unknown
      ? (area: Area) => void
      : never
    : never
) extends (area: infer All) => void
  ? All
  : never;

export const operationHandlers: OperationHandlers = joinAreas(
  authOperations,
  baseOperations,
  stationOperations,
  priceTemplateOperations,
  operatorOperations,
  chargerOperations,
  chargerCommandOperations,
  portOperations,
  sessionOperations,
  remoteStartOperations,
  chargerLogOperations,
  timelineOperations,
  uptimeOperations,
  equipmentOperations,
  rfidOperations,
  alarmOperations,
  orderOperations,
  journalOperations,
  adjustmentRequestOperations,
  closeOperations,
  customerOperations,
  statisticsOperations,
  systemUserOperations,
  roleOperations,
  operationLogOperations,
);
