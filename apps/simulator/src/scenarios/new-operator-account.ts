import { AccountStatus } from '@pcharging/api-client/enums';
import { usernameTaken } from '../data/system/system-user-queries';
import { rightsOfEveryRole, roleByCode, userByName } from '../data/training/scenario-queries';
import { numberDetail, type Scenario, ScenarioUnavailableError, textDetail } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

const NEWCOMER = { fullName: 'Léa Martin', username: 'lea.martin', email: 'lea.martin@pcharging.example' } as const;

/** A newcomer needs an account: the right role, and no more rights than it gives. */
export const newOperatorAccount: Scenario = {
  name: 'new-operator-account',
  title: { en: 'A new colleague', fr: 'Une nouvelle collègue', 'zh-cn': '新同事' },
  description: {
    en: 'A newcomer joins customer support tomorrow and needs an account with the right role, and no more.',
    fr: 'Une nouvelle recrue rejoint le support client demain et a besoin d’un compte avec le bon rôle, sans plus.',
    'zh-cn': '一位新同事明天加入客服团队，需要一个角色正确、权限不多不少的账号。',
  },
  task: {
    en: '{fullName} joins the support desk tomorrow. Create her account {username} (e-mail {email}) with the role "{roleName}". She must get that role’s rights and no more: do not change any role.',
    fr: '{fullName} rejoint le support demain. Créez son compte {username} (e-mail {email}) avec le rôle « {roleName} ». Elle doit avoir les droits de ce rôle et rien de plus : ne modifiez aucun rôle.',
    'zh-cn':
      '{fullName} 明天加入客服团队。请为她创建账号 {username}（邮箱 {email}），角色为“{roleName}”。她只应拥有该角色的权限：不要修改任何角色。',
  },
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
      finding(
        'account-created',
        account?.status === AccountStatus.Enabled,
        {
          passed: {
            en: 'The account {username} exists and can sign in.',
            fr: 'Le compte {username} existe et peut se connecter.',
            'zh-cn': '账号 {username} 已创建且可以登录。',
          },
          failed: {
            en: 'There is no enabled account {username}.',
            fr: 'Il n’y a pas de compte {username} actif.',
            'zh-cn': '没有已启用的账号 {username}。',
          },
        },
        { username: textDetail(details, 'username') },
      ),
      finding(
        'right-role',
        account?.roleId === numberDetail(details, 'roleId'),
        {
          passed: {
            en: 'The account has the role "{roleName}".',
            fr: 'Le compte a le rôle « {roleName} ».',
            'zh-cn': '该账号的角色为“{roleName}”。',
          },
          failed: {
            en: 'The account does not have the role "{roleName}".',
            fr: 'Le compte n’a pas le rôle « {roleName} ».',
            'zh-cn': '该账号的角色不是“{roleName}”。',
          },
        },
        { roleName: textDetail(details, 'roleName') },
      ),
      finding('roles-unchanged', rightsOfEveryRole(network.db) === details.rolesBefore && created <= 1, {
        passed: {
          en: 'No role was changed and no other account was created.',
          fr: 'Aucun rôle n’a été modifié et aucun autre compte n’a été créé.',
          'zh-cn': '没有修改任何角色，也没有创建其他账号。',
        },
        failed: {
          en: 'Roles were changed or other accounts created on the way.',
          fr: 'Des rôles ont été modifiés ou d’autres comptes créés en chemin.',
          'zh-cn': '过程中修改了角色或创建了其他账号。',
        },
      }),
      nothingDeleted(network),
    ];
  },
};
