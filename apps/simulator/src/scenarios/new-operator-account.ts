import { AccountStatus } from '@pcharging/api-client/enums';
import { usernameTaken } from '../data/system/system-user-queries';
import { rightsOfEveryRole, roleByCode, userByName } from '../data/training/scenario-queries';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts, textDetail } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('new-operator-account');

const NEWCOMER = { fullName: 'Léa Martin', username: 'lea.martin', email: 'lea.martin@pcharging.example' } as const;

/** A newcomer needs an account: the right role, and no more rights than it gives. */
export const newOperatorAccount: Scenario = {
  ...scenarioTexts('new-operator-account'),
  load({ db }) {
    const role = roleByCode(db, 'support');
    if (!role) throw new ScenarioUnavailableError('no support role');
    // A network where an earlier run left her account asks for the next free name, so the check starts unsolved.
    let username: string = NEWCOMER.username;
    for (let n = 2; usernameTaken(db, username); n += 1) username = `${NEWCOMER.username}${n}`;
    return {
      ...NEWCOMER,
      username,
      email: `${username}@pcharging.example`,
      roleId: role.id,
      roleName: role.name,
      rolesBefore: rightsOfEveryRole(db),
    };
  },
  check(network, details) {
    const account = userByName(network.db, textDetail(details, 'username'));
    const created = network.operationsSince(['addUser']).filter((operation) => operation.succeeded).length;
    return [
      finding('account-created', account?.status === AccountStatus.Enabled, {
        username: textDetail(details, 'username'),
      }),
      finding('right-role', account?.roleId === numberDetail(details, 'roleId'), {
        roleName: textDetail(details, 'roleName'),
      }),
      finding('roles-unchanged', rightsOfEveryRole(network.db) === details.rolesBefore && created <= 1),
      nothingDeleted(network),
    ];
  },
};
