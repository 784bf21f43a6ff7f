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
  conflictInUse: {
    en: 'It is still in use and cannot be deleted',
    fr: 'Il est encore utilisé et ne peut pas être supprimé',
    'zh-cn': '仍在使用中，无法删除',
  },
  duplicateName: {
    en: '{title} already exists',
    fr: '{title} existe déjà',
    'zh-cn': '{title}已存在',
  },
  invalidState: {
    en: 'Not allowed while the record is {state}',
    fr: "Action impossible tant que l'enregistrement est « {state} »",
    'zh-cn': '当前状态（{state}）下不允许此操作',
  },
  unknownOperator: {
    en: 'Unknown operator',
    fr: 'Opérateur inconnu',
    'zh-cn': '运营商不存在',
  },
  noPriceTemplateYet: {
    en: 'Set up a price template first',
    fr: "Créez d'abord un modèle de tarif",
    'zh-cn': '请先设置价格模板',
  },
  reasonRequired: {
    en: 'Give a reason for the rejection',
    fr: 'Indiquez le motif du refus',
    'zh-cn': '请填写驳回原因',
  },
  submitted: { en: 'Submitted successfully', fr: 'Soumis avec succès', 'zh-cn': '提交成功' },
  approved: { en: 'Approved', fr: 'Approuvé', 'zh-cn': '审核通过' },
  rejected: { en: 'Rejected', fr: 'Refusé', 'zh-cn': '已驳回' },
  savedDraft: { en: 'Temporarily stored', fr: 'Brouillon enregistré', 'zh-cn': '暂存成功' },
  enabled: { en: 'Enabled successfully', fr: 'Activé avec succès', 'zh-cn': '启用成功' },
  disabled: { en: 'Disabled successfully', fr: 'Désactivé avec succès', 'zh-cn': '停用成功' },
  updated: { en: 'Updated successfully', fr: 'Mis à jour avec succès', 'zh-cn': '修改成功' },
  deleted: { en: 'Deleted successfully', fr: 'Supprimé avec succès', 'zh-cn': '删除成功' },
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
  id: { en: 'id', fr: 'identifiant', 'zh-cn': '编号' },
  status: { en: 'status', fr: 'statut', 'zh-cn': '状态' },
  decision: { en: 'decision', fr: 'décision', 'zh-cn': '审核结果' },
  reason: { en: 'reason', fr: 'motif', 'zh-cn': '原因' },
  'sort field': { en: 'sort field', fr: 'champ de tri', 'zh-cn': '排序字段' },
  'sort order': { en: 'sort order', fr: 'ordre de tri', 'zh-cn': '排序方式' },
  'station name': { en: 'station name', fr: 'nom de la station', 'zh-cn': '电站名称' },
  'station phone': { en: 'station phone', fr: 'téléphone de la station', 'zh-cn': '电站电话' },
  'station type': { en: 'station type', fr: 'type de station', 'zh-cn': '电站类型' },
  'service time': { en: 'service time', fr: "heures d'ouverture", 'zh-cn': '服务时间' },
  logo: { en: 'logo', fr: 'logo', 'zh-cn': '标志' },
  pictures: { en: 'pictures', fr: 'photos', 'zh-cn': '图片' },
  longitude: { en: 'longitude', fr: 'longitude', 'zh-cn': '经度' },
  latitude: { en: 'latitude', fr: 'latitude', 'zh-cn': '纬度' },
  operator: { en: 'operator', fr: 'opérateur', 'zh-cn': '运营商' },
  remark: { en: 'remark', fr: 'remarque', 'zh-cn': '备注' },
  'emergency contact': { en: 'emergency contact', fr: "contact d'urgence", 'zh-cn': '紧急联系人' },
  province: { en: 'province', fr: 'province', 'zh-cn': '省份' },
  city: { en: 'city', fr: 'ville', 'zh-cn': '城市' },
  district: { en: 'district', fr: 'quartier', 'zh-cn': '区县' },
  address: { en: 'address', fr: 'adresse', 'zh-cn': '地址' },
  ownership: { en: 'ownership', fr: 'propriété', 'zh-cn': '产权' },
  'pre-authorization amount': {
    en: 'pre-authorization amount',
    fr: 'montant de pré-autorisation',
    'zh-cn': '预授权金额',
  },
  'stop-charge amount limit': {
    en: 'stop-charge amount limit',
    fr: "seuil d'arrêt de charge",
    'zh-cn': '停充金额限制',
  },
  'balance reminder': { en: 'balance reminder', fr: 'rappel de solde', 'zh-cn': '余额提醒' },
  'balance threshold': { en: 'balance threshold', fr: 'seuil de solde', 'zh-cn': '余额阈值' },
  'loss ratio': { en: 'loss ratio', fr: 'taux de perte', 'zh-cn': '损耗比例' },
  'total output current': { en: 'total output current', fr: 'courant de sortie total', 'zh-cn': '总输出电流' },
  'upper limit': { en: 'upper limit', fr: 'limite supérieure', 'zh-cn': '上限' },
  'template name': { en: 'template name', fr: 'nom du modèle', 'zh-cn': '模板名称' },
  'fee type': { en: 'fee type', fr: 'type de tarif', 'zh-cn': '计费类型' },
  'electricity fee': { en: 'electricity fee', fr: "prix de l'énergie", 'zh-cn': '电费' },
  'service fee': { en: 'service fee', fr: 'frais de service', 'zh-cn': '服务费' },
  'idle fee': { en: 'idle fee', fr: "frais d'occupation", 'zh-cn': '占位费' },
  'time-of-use periods': { en: 'time-of-use periods', fr: 'plages horaires', 'zh-cn': '分时时段' },
  'price template': { en: 'price template', fr: 'modèle de tarif', 'zh-cn': '价格模板' },
  'adjustment period': { en: 'adjustment period', fr: "période d'ajustement", 'zh-cn': '调整周期' },
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
  preauth: { en: '0.5 to 100', fr: 'de 0,5 à 100', 'zh-cn': '0.5 至 100' },
  money: {
    en: 'an amount with at most 2 decimals',
    fr: 'un montant avec 2 décimales au plus',
    'zh-cn': '最多两位小数的金额',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type RuleKey = keyof typeof ruleTexts;

export function ruleText(locale: Locale, rule: RuleKey, values: MessageValues = {}): string {
  const template: string = ruleTexts[rule][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
