import type { SessionRow } from '@pcharging/api-client';
import { Card } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { useSessions } from '../../../features/session/api/list-sessions';
import { SESSION_CARD, useSessionColumns } from '../../../features/session/components/session-columns';
import { SessionDrawer } from '../../../features/session/components/session-drawer';
import { SessionFilterBar } from '../../../features/session/components/session-filters';
import { StopSessionDialog } from '../../../features/session/components/stop-session-dialog';
import { sessionDefinition, toSessionListFilters } from '../../../features/session/session-list';
import { useStationSearch } from '../../../features/station/api/list-station-options';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { STALE_AFTER_STOP } from '../../live-stale-keys';

/** Sessions in progress network-wide, suspect ones first, each openable with its power curve and stoppable. */
export function SessionsRoute() {
  const { list, request: filters, filterBar } = useFilteredList(sessionDefinition, toSessionListFilters, undefined);
  const sessions = useSessions(filters, { page: list.page, size: list.size });
  const stationSearch = useStationSearch();
  const startModes = useScopedDictionary('order_start_mode').data;
  const [openId, setOpenId] = useState<number>();
  const [stopping, setStopping] = useState<SessionRow>();
  const columns = useSessionColumns(startModes, { onOpen: setOpenId, onStop: setStopping });
  return (
    <Card>
      <SessionFilterBar {...filterBar} startModes={startModes} {...stationSearch} />
      <PagedTable query={sessions} list={list} columns={columns} rowKey="id" card={SESSION_CARD} />
      <SessionDrawer
        sessionId={openId}
        onClose={() => setOpenId(undefined)}
        onStop={setStopping}
        {...(startModes ? { startModes } : {})}
      />
      <StopSessionDialog session={stopping} onClose={() => setStopping(undefined)} staleAfterStop={STALE_AFTER_STOP} />
    </Card>
  );
}

export { SessionsRoute as Component };
