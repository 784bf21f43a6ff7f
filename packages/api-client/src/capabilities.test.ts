import { describe, expect, it } from 'vitest';
import {
  ALL_CAPABILITIES,
  answerFor,
  answerWithholds,
  capabilitiesFromAnswer,
  capabilityOf,
  documentFor,
  NO_CAPABILITIES,
  offersOperation,
  paramsWithheld,
} from './capabilities';
import { Capability } from './generated/enums';
import { openapiDocument } from './generated/openapi';
import { operations } from './generated/operations';

describe('capabilities of the document', () => {
  it('keeps the legacy API unmarked and marks every operation added since', () => {
    expect(capabilityOf('login')).toBeNull();
    expect(capabilityOf('listStations')).toBeNull();
    expect(capabilityOf('stopSession')).toBe(Capability.Sessions);
    expect(capabilityOf('listStationMap')).toBe(Capability.Map);
    expect(capabilityOf('getCapabilities')).toBe(Capability.Discovery);
    expect(operations.filter((operation) => operation.capability === null)).toHaveLength(89);
  });

  it('tells which operations a legacy backend has', () => {
    expect(offersOperation(NO_CAPABILITIES, 'listOrders')).toBe(true);
    expect(offersOperation(NO_CAPABILITIES, 'refundOrder')).toBe(false);
    expect(offersOperation(new Set([Capability.MoneyCorrections]), 'refundOrder')).toBe(true);
  });

  it('reads the offered capabilities and ignores names it does not know', () => {
    expect([...capabilitiesFromAnswer({ capabilities: ['sessions', 'teleport', 'map'] })]).toEqual(['sessions', 'map']);
    expect(capabilitiesFromAnswer('<html>')).toBe(NO_CAPABILITIES);
    expect(capabilitiesFromAnswer({ capabilities: 'sessions' }).size).toBe(0);
  });
});

describe('answers as a backend without a capability sends them', () => {
  const login = { code: 200, msg: '', data: { name: 'admin', network: { time_zone: 'UTC', currency: 'CAD' } } };

  it('leaves out the fields of capabilities not offered, without changing the answer given', () => {
    expect(answerFor('login', login, NO_CAPABILITIES)).toEqual({ code: 200, msg: '', data: { name: 'admin' } });
    expect(login.data.network).toBeDefined();
    expect(answerFor('login', login, ALL_CAPABILITIES)).toEqual(login);
  });

  it('follows arrays: each port of a charger loses its session and availability fields', () => {
    const charger = {
      code: 200,
      msg: '',
      data: { id: 1, ports: [{ id: 7, chargerstatus: 1, session_id: 3, power_now_kw: 7.2, inoperative_since: null }] },
    };
    const offered = new Set([Capability.PortControl]);
    expect(answerFor('getPile', charger, offered)).toEqual({
      code: 200,
      msg: '',
      data: { id: 1, ports: [{ id: 7, chargerstatus: 1, inoperative_since: null }] },
    });
  });

  it('says which answers need stripping: those with fields of a capability not offered, found inside arrays too', () => {
    expect(answerWithholds('getPile', NO_CAPABILITIES)).toBe(true);
    expect(answerWithholds('getPile', new Set([Capability.PortControl]))).toBe(true);
    expect(answerWithholds('getPile', ALL_CAPABILITIES)).toBe(false);
    const withoutTraining = new Set([...ALL_CAPABILITIES].filter((name) => name !== Capability.Training));
    expect(answerWithholds('login', withoutTraining)).toBe(false);
    expect(answerWithholds('getCaptcha', NO_CAPABILITIES)).toBe(false);
  });

  it('names the request params a legacy backend does not take', () => {
    expect([...paramsWithheld('listEquipment', NO_CAPABILITIES)]).toEqual(['status']);
    expect([...paramsWithheld('listEquipment', ALL_CAPABILITIES)]).toEqual([]);
    expect([...paramsWithheld('listStations', NO_CAPABILITIES)]).toEqual([]);
  });

  it('gives the document a legacy backend serves: no extension operations, no extension fields required', () => {
    const legacy = documentFor(openapiDocument, NO_CAPABILITIES);
    const paths = legacy.paths as Record<string, unknown>;
    expect(paths['/Charging_session/lists']).toBeUndefined();
    expect(paths['/Station/lists']).toBeDefined();
    const schemas = (legacy.components as { schemas: Record<string, { required?: string[]; properties?: object }> })
      .schemas;
    expect(schemas.Port?.required).not.toContain('session_id');
    expect(schemas.Port?.required).toContain('chargerstatus');
    expect(Object.keys(schemas.SessionUser?.properties ?? {})).not.toContain('network');
  });
});
