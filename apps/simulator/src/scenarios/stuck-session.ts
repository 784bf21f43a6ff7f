import { sessionChargingSince, sessionStop } from '../data/training/scenario-queries';
import { liveSessionOf } from '../domain/session/running-session';
import { stallSession } from '../domain/session/session-lifecycle';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

const STUCK_FOR_MS = 40 * 60_000;

export const stuckSession: Scenario = {
  name: 'stuck-session',
  title: { en: 'Stuck session', fr: 'Session bloquée', 'zh-cn': '卡住的充电会话' },
  description: {
    en: 'A session says charging, but its energy stopped 40 minutes ago; the driver is on the phone.',
    fr: 'Une session indique « en charge », mais son énergie n’augmente plus depuis 40 minutes ; le conducteur est au téléphone.',
    'zh-cn': '某个会话显示正在充电，但电量 40 分钟前就不再增加；车主正在打电话。',
  },
  task: {
    en: 'The driver with account {account} calls from {stationName}: the car has shown "charging" for 40 minutes without gaining any energy. Find the stuck session on port {portCode} and stop it remotely, giving the reason.',
    fr: 'Le conducteur au compte {account} appelle depuis {stationName} : la voiture affiche « en charge » depuis 40 minutes sans gagner d’énergie. Trouvez la session bloquée sur le port {portCode} et arrêtez-la à distance, en donnant la raison.',
    'zh-cn':
      '账号为 {account} 的车主从 {stationName} 打来电话：车辆显示“充电中”已 40 分钟，电量却没有增加。请找到端口 {portCode} 上卡住的会话并远程停止，同时填写原因。',
  },
  load(domain) {
    const stalledSince = domain.clock.now() - STUCK_FOR_MS;
    const session = sessionChargingSince(domain.db, stalledSince);
    if (!session) throw new ScenarioUnavailableError('no session has been charging for 40 minutes');
    const port = { id: session.port_id, chargerId: session.pile_id, stationId: session.station_id };
    stallSession(domain, { ...port, status: session.port_status }, liveSessionOf(session, null), stalledSince);
    return {
      sessionId: session.id,
      portCode: session.port_code,
      account: session.account,
      stationName: session.station_name,
    };
  },
  check(network, details) {
    const sessionId = numberDetail(details, 'sessionId');
    const session = sessionStop(network.db, sessionId);
    // Stopped at once when its charger answers; asked to stop (and stopping when it next does) otherwise.
    const stopRequested = session !== undefined && (session.status !== 1 || session.stop_requested_at !== null);
    const reason = stopRequested ? (session?.stop_reason ?? '').trim() : '';
    const otherStops = network
      .operationsSince(['stopSession'])
      .filter((operation) => operation.succeeded && Number(operation.params.id) !== sessionId).length;
    return [
      finding('session-stopped', stopRequested, {
        passed: {
          en: 'The stuck session was stopped remotely.',
          fr: 'La session bloquée a été arrêtée à distance.',
          'zh-cn': '卡住的会话已被远程停止。',
        },
        failed: {
          en: 'The stuck session is still running.',
          fr: 'La session bloquée est toujours en cours.',
          'zh-cn': '卡住的会话仍在进行中。',
        },
      }),
      finding('reason-given', reason.length > 0, {
        passed: {
          en: 'A reason was given for the stop.',
          fr: 'Une raison a été donnée pour l’arrêt.',
          'zh-cn': '已填写停止原因。',
        },
        failed: {
          en: 'No reason was given for the stop.',
          fr: 'Aucune raison n’a été donnée pour l’arrêt.',
          'zh-cn': '没有填写停止原因。',
        },
      }),
      finding(
        'no-other-session-stopped',
        otherStops === 0,
        {
          passed: {
            en: 'No other driver’s session was stopped.',
            fr: 'Aucune autre session n’a été arrêtée.',
            'zh-cn': '没有停止其他车主的会话。',
          },
          failed: {
            en: '{count} other sessions were stopped as well.',
            fr: '{count} autres sessions ont aussi été arrêtées.',
            'zh-cn': '另外还停止了 {count} 个会话。',
          },
        },
        { count: otherStops },
      ),
      nothingDeleted(network),
    ];
  },
};
