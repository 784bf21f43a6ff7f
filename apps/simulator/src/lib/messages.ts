import type { Locale } from '@pcharging/validation';

const catalogue = {
  ok: { en: 'Success', fr: 'Succès', 'zh-cn': '成功' },
  loggedOut: { en: 'Logged out', fr: 'Déconnecté', 'zh-cn': '已退出登录' },
  unauthorized: {
    en: 'Authentication failed, cannot access system resources',
    fr: "Échec de l'authentification, impossible d'accéder aux ressources du système",
    'zh-cn': '认证失败，无法访问系统资源',
  },
  sessionExpired: {
    en: 'Invalid session, or the session has expired. Please log in again.',
    fr: 'Session invalide ou expirée. Veuillez vous reconnecter.',
    'zh-cn': '无效的会话，或者会话已过期，请重新登录。',
  },
  forbidden: {
    en: 'No permission for this operation',
    fr: "Vous n'avez pas l'autorisation d'effectuer cette opération",
    'zh-cn': '当前操作没有权限',
  },
  notFound: { en: 'Resource does not exist', fr: "La ressource n'existe pas", 'zh-cn': '访问资源不存在' },
  serverError: {
    en: 'Unknown system error, please report to the administrator',
    fr: "Erreur système inconnue, veuillez la signaler à l'administrateur",
    'zh-cn': '系统未知错误，请反馈给管理员',
  },
  captchaInvalid: {
    en: 'The captcha is wrong or has expired',
    fr: 'Le code de vérification est incorrect ou a expiré',
    'zh-cn': '验证码错误或已过期',
  },
  badCredentials: {
    en: 'Wrong account or password',
    fr: 'Compte ou mot de passe incorrect',
    'zh-cn': '账号或密码错误',
  },
  tooManyAttempts: {
    en: 'Too many failed sign-ins. Try again in {minutes} min.',
    fr: 'Trop de tentatives de connexion échouées. Réessayez dans {minutes} min.',
    'zh-cn': '登录失败次数过多，请在 {minutes} 分钟后重试。',
  },
  accountDisabled: {
    en: 'This account is disabled',
    fr: 'Ce compte est désactivé',
    'zh-cn': '该账号已被停用',
  },
  oldPasswordWrong: {
    en: 'The old password is wrong',
    fr: "L'ancien mot de passe est incorrect",
    'zh-cn': '旧密码错误',
  },
  notOwnAccount: {
    en: 'You can only change your own password here',
    fr: 'Vous ne pouvez modifier ici que votre propre mot de passe',
    'zh-cn': '此处只能修改自己的密码',
  },
  samePassword: {
    en: 'The new password must differ from the old one',
    fr: "Le nouveau mot de passe doit être différent de l'ancien",
    'zh-cn': '新密码不能与旧密码相同',
  },
  requestTooLarge: {
    en: 'The request is too large',
    fr: 'La requête est trop volumineuse',
    'zh-cn': '请求内容过大',
  },
  unknownEndpoint: {
    en: 'Unknown interface',
    fr: 'Interface inconnue',
    'zh-cn': '未知接口',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;
export type MessageValues = Readonly<Record<string, string | number>>;

export function translate(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  const template: string = catalogue[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** Field titles used in validation messages, keyed by the `title` the OpenAPI schema gives a field. */
const fieldTitles: Record<string, Record<Locale, string>> = {
  account: { en: 'account', fr: 'compte', 'zh-cn': '账号' },
  password: { en: 'password', fr: 'mot de passe', 'zh-cn': '密码' },
  captcha: { en: 'captcha', fr: 'code de vérification', 'zh-cn': '验证码' },
  'login type': { en: 'login type', fr: 'type de connexion', 'zh-cn': '登录类型' },
  'old password': { en: 'old password', fr: 'ancien mot de passe', 'zh-cn': '旧密码' },
  'new password': { en: 'new password', fr: 'nouveau mot de passe', 'zh-cn': '新密码' },
  nickname: { en: 'nickname', fr: 'surnom', 'zh-cn': '昵称' },
  email: { en: 'e-mail', fr: 'e-mail', 'zh-cn': '邮箱' },
  phone: { en: 'phone', fr: 'téléphone', 'zh-cn': '电话' },
  'file path': { en: 'file path', fr: 'chemin du fichier', 'zh-cn': '文件路径' },
  page: { en: 'page', fr: 'page', 'zh-cn': '页码' },
  'page size': { en: 'page size', fr: 'taille de page', 'zh-cn': '每页条数' },
};

export function fieldTitle(locale: Locale, title: string): string {
  return fieldTitles[title]?.[locale] ?? title;
}

const ruleTexts = {
  maxLength: { en: 'at most {n} characters', fr: '{n} caractères au plus', 'zh-cn': '最多 {n} 个字符' },
  minLength: { en: 'at least {n} characters', fr: '{n} caractères au moins', 'zh-cn': '至少 {n} 个字符' },
  maximum: { en: 'at most {n}', fr: 'au plus {n}', 'zh-cn': '不大于 {n}' },
  minimum: { en: 'at least {n}', fr: 'au moins {n}', 'zh-cn': '不小于 {n}' },
  integer: { en: 'a whole number', fr: 'un nombre entier', 'zh-cn': '整数' },
  number: { en: 'a number', fr: 'un nombre', 'zh-cn': '数字' },
  enum: { en: 'one of {values}', fr: 'parmi {values}', 'zh-cn': '取值为 {values}' },
  format: { en: 'wrong format', fr: 'format incorrect', 'zh-cn': '格式不正确' },
  email: { en: 'name@domain.tld', fr: 'nom@domaine.tld', 'zh-cn': 'name@domain.tld' },
  md5: { en: '32 hexadecimal characters', fr: '32 caractères hexadécimaux', 'zh-cn': '32 位十六进制字符' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RuleKey = keyof typeof ruleTexts;

export function ruleText(locale: Locale, rule: RuleKey, values: MessageValues = {}): string {
  const template: string = ruleTexts[rule][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
