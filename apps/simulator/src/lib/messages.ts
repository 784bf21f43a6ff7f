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
  refundTooLarge: {
    en: 'At most {amount} can still be refunded on this order',
    fr: 'Au plus {amount} peut encore être remboursé sur cette commande',
    'zh-cn': '该订单最多还可退款 {amount}',
  },
  orderNotPaid: {
    en: 'Only a paid order can be refunded',
    fr: 'Seule une commande payée peut être remboursée',
    'zh-cn': '只有已支付的订单可以退款',
  },
  amountNotPositive: {
    en: 'The amount must be more than 0',
    fr: 'Le montant doit être supérieur à 0',
    'zh-cn': '金额必须大于 0',
  },
  balanceTooLow: {
    en: 'The balance is {balance}: a debit cannot take it below zero',
    fr: 'Le solde est de {balance} : un débit ne peut pas le rendre négatif',
    'zh-cn': '余额为 {balance}，扣款不能使余额小于零',
  },
  stationOrOperator: {
    en: 'Choose a station or an operator, not both',
    fr: 'Choisissez une station ou un opérateur, pas les deux',
    'zh-cn': '请选择站点或运营商，不能同时选择',
  },
  refunded: { en: 'Refunded', fr: 'Remboursé', 'zh-cn': '退款成功' },
  adjusted: { en: 'Balance adjusted', fr: 'Solde ajusté', 'zh-cn': '余额已调整' },
  reasonRequired: {
    en: 'Give a reason for the rejection',
    fr: 'Indiquez le motif du refus',
    'zh-cn': '请填写驳回原因',
  },
  submitted: { en: 'Submitted successfully', fr: 'Soumis avec succès', 'zh-cn': '提交成功' },
  approved: { en: 'Approved', fr: 'Approuvé', 'zh-cn': '审核通过' },
  rejected: { en: 'Rejected', fr: 'Refusé', 'zh-cn': '已驳回' },
  invalidDate: { en: 'Not a real date', fr: "Ce n'est pas une date valide", 'zh-cn': '日期无效' },
  rangeReversed: {
    en: 'The start date is after the end date',
    fr: 'La date de début est postérieure à la date de fin',
    'zh-cn': '开始日期晚于结束日期',
  },
  rangeTooLong: {
    en: 'Choose at most {days} days',
    fr: 'Choisissez {days} jours au plus',
    'zh-cn': '最多选择 {days} 天',
  },
  savedDraft: { en: 'Temporarily stored', fr: 'Brouillon enregistré', 'zh-cn': '暂存成功' },
  enabled: { en: 'Enabled successfully', fr: 'Activé avec succès', 'zh-cn': '启用成功' },
  disabled: { en: 'Disabled successfully', fr: 'Désactivé avec succès', 'zh-cn': '停用成功' },
  updated: { en: 'Updated successfully', fr: 'Mis à jour avec succès', 'zh-cn': '修改成功' },
  deleted: { en: 'Deleted successfully', fr: 'Supprimé avec succès', 'zh-cn': '删除成功' },
  restartIssued: {
    en: 'Restart command issued successfully',
    fr: 'Commande de redémarrage envoyée avec succès',
    'zh-cn': '远程重启指令下发成功',
  },
  restartOffline: {
    en: 'The charger is offline, so the restart command cannot reach it',
    fr: 'La borne est hors ligne : la commande de redémarrage ne peut pas lui parvenir',
    'zh-cn': '充电桩离线，重启指令无法下发',
  },
  whitelistOffline: {
    en: 'The whitelist can only be set while the charger is online',
    fr: 'La liste blanche ne peut être modifiée que lorsque la borne est en ligne',
    'zh-cn': '充电桩在线时才能设置白名单',
  },
  chargerRestarting: {
    en: 'The charger is restarting; try again once it is back online',
    fr: "La borne redémarre ; réessayez lorsqu'elle sera de nouveau en ligne",
    'zh-cn': '充电桩正在重启，请在其恢复在线后重试',
  },
  chargerBusy: {
    en: 'A port of this charger is in a charging session; try again when it has ended',
    fr: 'Un point de charge de cette borne est en session de recharge ; réessayez une fois la session terminée',
    'zh-cn': '该充电桩有充电枪正在充电，请在充电结束后重试',
  },
  identityFixed: {
    en: 'The serial number and number of ports cannot change once the charger has gone live',
    fr: 'Le numéro de série et le nombre de points de charge ne peuvent plus changer après la mise en service',
    'zh-cn': '充电桩投入运营后，序列号和充电枪数量不能修改',
  },
  notInstalled: {
    en: 'The charger is not installed at a station',
    fr: "La borne n'est installée dans aucune station",
    'zh-cn': '该充电桩未安装到电站',
  },
  alreadyInstalled: {
    en: 'The charger is installed at a station; take it back into stock first',
    fr: "La borne est installée dans une station ; remettez-la d'abord en stock",
    'zh-cn': '该充电桩已安装在电站，请先将其撤回库存',
  },
  unknownStation: { en: 'Unknown station', fr: 'Station inconnue', 'zh-cn': '电站不存在' },
  voltageOrder: {
    en: 'The lower voltage limit must be below the upper limit',
    fr: 'La limite de tension basse doit être inférieure à la limite haute',
    'zh-cn': '电压下限必须低于电压上限',
  },
  duplicateCard: {
    en: 'Card {card} appears more than once',
    fr: 'La carte {card} figure plusieurs fois',
    'zh-cn': '卡号 {card} 重复',
  },
  pileAuditDraft: { en: 'Draft', fr: 'Brouillon', 'zh-cn': '草稿' },
  pileAuditUnderReview: { en: 'Under review', fr: 'En cours de validation', 'zh-cn': '审核中' },
  pileAuditRejected: { en: 'Rejected', fr: 'Refusée', 'zh-cn': '已驳回' },
  pileAuditApproved: { en: 'Approved', fr: 'Validée', 'zh-cn': '已通过' },
  added: { en: 'Added successfully', fr: 'Ajouté avec succès', 'zh-cn': '新增成功' },
  passwordReset: {
    en: 'Password reset successfully',
    fr: 'Mot de passe réinitialisé avec succès',
    'zh-cn': '密码重置成功',
  },
  unknownRole: { en: 'Unknown role', fr: 'Rôle inconnu', 'zh-cn': '角色不存在' },
  roleHasUsers: {
    en: 'This role is still held by {count} user(s)',
    fr: 'Ce rôle est encore attribué à {count} utilisateur(s)',
    'zh-cn': '该角色仍被 {count} 个用户使用',
  },
  notOnYourself: {
    en: 'You cannot do this to your own account',
    fr: 'Impossible sur votre propre compte',
    'zh-cn': '不能对自己的账号执行此操作',
  },
  lastSuperAdmin: {
    en: 'At least one enabled user must keep all permissions (*:*:*)',
    fr: 'Au moins un utilisateur activé doit conserver toutes les autorisations (*:*:*)',
    'zh-cn': '必须至少保留一个拥有全部权限（*:*:*）的启用用户',
  },
  accountInvalid: { en: 'Account invalid', fr: 'Compte invalide', 'zh-cn': '账号无效' },
  cardAlreadyBound: {
    en: 'Charger has already bound to {title}',
    fr: 'La carte est déjà liée à {title}',
    'zh-cn': '该卡已绑定到 {title}',
  },
  cardNotBound: {
    en: 'The card is not bound to any account',
    fr: "La carte n'est liée à aucun compte",
    'zh-cn': '该卡未绑定任何账号',
  },
  bound: { en: 'Bound successfully', fr: 'Liée avec succès', 'zh-cn': '绑定成功' },
  unbound: { en: 'Unbound successfully', fr: 'Déliée avec succès', 'zh-cn': '解绑成功' },
  accountCreated: {
    en: 'Account created; the customer has been asked by e-mail to consent',
    fr: 'Compte créé ; le client a reçu un e-mail lui demandant son consentement',
    'zh-cn': '账号已创建，已发送邮件请客户确认同意',
  },
  importFinished: {
    en: 'Import finished: {imported} imported, {skipped} skipped, {failed} failed',
    fr: 'Import terminé : {imported} importées, {skipped} ignorées, {failed} en échec',
    'zh-cn': '导入完成：成功 {imported} 条，跳过 {skipped} 条，失败 {failed} 条',
  },
  importTypeNotSupported: {
    en: 'File type not supported: only XLS and XLSX files can be imported',
    fr: 'Type de fichier non pris en charge : seuls les fichiers XLS et XLSX peuvent être importés',
    'zh-cn': '文件类型不支持：仅支持导入 XLS 和 XLSX 文件',
  },
  fileTooLarge: {
    en: 'The file exceeds the size limit of {mb} MB',
    fr: 'Le fichier dépasse la taille maximale de {mb} Mo',
    'zh-cn': '文件大小超过 {mb} MB 的限制',
  },
  fileEmpty: { en: 'The file is empty', fr: 'Le fichier est vide', 'zh-cn': '文件为空' },
  imageTypeNotSupported: {
    en: 'File type not supported: only PNG and JPG images can be uploaded',
    fr: 'Type de fichier non pris en charge : seules les images PNG et JPG peuvent être téléversées',
    'zh-cn': '文件类型不支持：仅支持上传 PNG 和 JPG 图片',
  },
  imageUploaded: { en: 'Uploaded successfully', fr: 'Téléversée avec succès', 'zh-cn': '上传成功' },
  importNoRows: {
    en: 'The sheet has no card rows below its header row',
    fr: "La feuille ne contient aucune ligne de carte sous la ligne d'en-tête",
    'zh-cn': '工作表在表头下方没有卡号数据',
  },
  importNoCardColumn: {
    en: 'The first row must name the columns: "Card number", and "Account" for cards that go to customers. The import window offers a template.',
    fr: 'La première ligne doit nommer les colonnes : « Numéro de carte », et « Compte » pour les cartes attribuées à des clients. La fenêtre d’import propose un modèle.',
    'zh-cn': '第一行须为列名：“卡号”，卡片要绑定客户时再加“账号”。导入窗口提供模板下载。',
  },
  importTooManyRows: {
    en: 'At most {max} cards can be imported at a time; the sheet has {rows}',
    fr: 'Au plus {max} cartes peuvent être importées à la fois ; la feuille en contient {rows}',
    'zh-cn': '每次最多导入 {max} 张卡，该工作表有 {rows} 张',
  },
  importDuplicateInFile: {
    en: 'Repeats the card of row {row}',
    fr: 'Répète la carte de la ligne {row}',
    'zh-cn': '与第 {row} 行的卡号重复',
  },
  importAlreadyExists: { en: 'The card already exists', fr: 'La carte existe déjà', 'zh-cn': '该卡已存在' },
  importInvalidCardNo: {
    en: 'Invalid card number (4 to 32 letters and digits)',
    fr: 'Numéro de carte invalide (4 à 32 lettres et chiffres)',
    'zh-cn': '卡号无效（4 至 32 位字母或数字）',
  },
  exportTooLarge: {
    en: 'More than {max} rows match. Narrow the filters (for example a shorter time range) and export again.',
    fr: 'Plus de {max} lignes correspondent. Affinez les filtres (par exemple une période plus courte) et exportez à nouveau.',
    'zh-cn': '匹配的数据超过 {max} 行，请缩小筛选条件（例如缩短时间范围）后重新导出。',
  },
  alarmNotOpen: {
    en: 'Only an open alarm can be acknowledged; this one is {state}',
    fr: 'Seule une alarme ouverte peut être prise en compte ; celle-ci est « {state} »',
    'zh-cn': '只能确认未处理的告警，该告警当前状态为“{state}”',
  },
  alarmAlreadyRepaired: {
    en: 'This alarm is already repaired',
    fr: 'Cette alarme est déjà réparée',
    'zh-cn': '该告警已修复',
  },
  repairTimeInFuture: {
    en: 'The repair time cannot be in the future',
    fr: "L'heure de réparation ne peut pas être dans le futur",
    'zh-cn': '修复时间不能晚于当前时间',
  },
  repairTimeBeforeRaised: {
    en: 'The repair time cannot be before the alarm was raised ({raised})',
    fr: "L'heure de réparation ne peut pas précéder le déclenchement de l'alarme ({raised})",
    'zh-cn': '修复时间不能早于告警发生时间（{raised}）',
  },
  alarmAcknowledged: { en: 'Alarm acknowledged', fr: 'Alarme prise en compte', 'zh-cn': '告警已确认' },
  alarmRepaired: { en: 'Alarm marked as repaired', fr: 'Alarme marquée comme réparée', 'zh-cn': '告警已标记为修复' },
  sessionStopped: {
    en: 'The session was stopped; its order is recorded',
    fr: 'La session a été arrêtée ; sa commande est enregistrée',
    'zh-cn': '充电会话已停止，订单已生成',
  },
  sessionStopQueued: {
    en: 'The charger is not reachable: the stop will be carried out when it is back online',
    fr: "La borne est injoignable : l'arrêt sera exécuté dès qu'elle sera de nouveau en ligne",
    'zh-cn': '充电桩无法连接：停止指令将在其恢复在线后执行',
  },
  sessionClosed: {
    en: 'The session was closed in the books at its last known energy',
    fr: 'La session a été clôturée dans les comptes à sa dernière énergie connue',
    'zh-cn': '已按最后已知电量在账目中结束该充电会话',
  },
  portBusy: {
    en: 'A session is in progress on this port; stop it first',
    fr: "Une session est en cours sur ce point de charge ; arrêtez-la d'abord",
    'zh-cn': '该充电口有正在进行的充电会话，请先停止',
  },
  inoperativeReasonMissing: {
    en: 'Say why the port is out of service',
    fr: 'Indiquez pourquoi le point de charge est hors service',
    'zh-cn': '请说明充电口停用的原因',
  },
  portInoperative: {
    en: 'The port is out of service',
    fr: 'Le point de charge est hors service',
    'zh-cn': '充电口已停用',
  },
  portOperative: {
    en: 'The port is back in service',
    fr: 'Le point de charge est de nouveau en service',
    'zh-cn': '充电口已恢复使用',
  },
  unlockOffline: {
    en: 'The charger is offline, so the unlock command cannot reach it',
    fr: 'La borne est hors ligne : la commande de déverrouillage ne peut pas lui parvenir',
    'zh-cn': '充电桩离线，解锁指令无法下发',
  },
  unlockCharging: {
    en: 'The port is charging; stop the session before unlocking the connector',
    fr: 'Le point de charge est en charge ; arrêtez la session avant de déverrouiller le connecteur',
    'zh-cn': '充电口正在充电，请先停止充电会话再解锁',
  },
  portUnlocked: {
    en: 'The charger unlocked the connector',
    fr: 'La borne a déverrouillé le connecteur',
    'zh-cn': '充电桩已解锁充电枪',
  },
  unlockedReason: {
    en: 'Connector unlocked remotely',
    fr: 'Connecteur déverrouillé à distance',
    'zh-cn': '远程解锁充电枪',
  },
  timelineScope: {
    en: 'Name a station, a charger or a port',
    fr: 'Indiquez une station, une borne ou un point de charge',
    'zh-cn': '请指定电站、充电桩或充电口',
  },
  sessionNotRunning: {
    en: 'This session is no longer in progress',
    fr: "Cette session n'est plus en cours",
    'zh-cn': '该充电会话已不在进行中',
  },
  unknownEndpoint: {
    en: 'Unknown interface',
    fr: 'Interface inconnue',
    'zh-cn': '未知接口',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;
export type MessageValues = Readonly<Record<string, string | number>>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

/** Values read back from storage (JSON): only strings and numbers are values of a message. */
export function messageValuesOf(json: string | null): MessageValues {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

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
  date: { en: 'date', fr: 'date', 'zh-cn': '日期' },
  'refund amount': { en: 'refund amount', fr: 'montant du remboursement', 'zh-cn': '退款金额' },
  amount: { en: 'amount', fr: 'montant', 'zh-cn': '金额' },
  customer: { en: 'customer', fr: 'client', 'zh-cn': '客户' },
  direction: { en: 'direction', fr: 'sens', 'zh-cn': '方向' },
  month: { en: 'month', fr: 'mois', 'zh-cn': '月份' },
  granularity: { en: 'granularity', fr: 'granularité', 'zh-cn': '统计粒度' },
  sort: { en: 'sort', fr: 'tri', 'zh-cn': '排序' },
  id: { en: 'id', fr: 'identifiant', 'zh-cn': '编号' },
  status: { en: 'status', fr: 'statut', 'zh-cn': '状态' },
  decision: { en: 'decision', fr: 'décision', 'zh-cn': '审核结果' },
  reason: { en: 'reason', fr: 'motif', 'zh-cn': '原因' },
  'sort field': { en: 'sort field', fr: 'champ de tri', 'zh-cn': '排序字段' },
  'sort order': { en: 'sort order', fr: 'ordre de tri', 'zh-cn': '排序方式' },
  station: { en: 'station', fr: 'station', 'zh-cn': '电站' },
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
  'serial number': { en: 'serial number', fr: 'numéro de série', 'zh-cn': '序列号' },
  'charger name': { en: 'charger name', fr: 'nom de la borne', 'zh-cn': '充电桩名称' },
  'charger type': { en: 'charger type', fr: 'type de borne', 'zh-cn': '充电桩类型' },
  'manufacturer id': { en: 'manufacturer id', fr: 'identifiant du fabricant', 'zh-cn': '厂商编号' },
  manufacturer: { en: 'manufacturer', fr: 'fabricant', 'zh-cn': '厂商' },
  model: { en: 'model', fr: 'modèle', 'zh-cn': '型号' },
  power: { en: 'power', fr: 'puissance', 'zh-cn': '功率' },
  current: { en: 'current', fr: 'courant', 'zh-cn': '电流' },
  'production date': { en: 'production date', fr: 'date de fabrication', 'zh-cn': '生产日期' },
  'number of ports': { en: 'number of ports', fr: 'nombre de points de charge', 'zh-cn': '充电枪数量' },
  'connector type': { en: 'connector type', fr: 'type de connecteur', 'zh-cn': '接口类型' },
  'charging protocol': { en: 'charging protocol', fr: 'protocole de charge', 'zh-cn': '充电协议' },
  'payment terminal': { en: 'payment terminal', fr: 'terminal de paiement', 'zh-cn': 'POS 终端' },
  'audit status': { en: 'audit status', fr: 'statut de validation', 'zh-cn': '审核状态' },
  'offline whitelist': { en: 'offline whitelist', fr: 'liste blanche hors ligne', 'zh-cn': '离线白名单' },
  charger: { en: 'charger', fr: 'borne', 'zh-cn': '充电桩' },
  alias: { en: 'alias', fr: 'alias', 'zh-cn': '别名' },
  'lower voltage limit': { en: 'lower voltage limit', fr: 'limite de tension basse', 'zh-cn': '电压下限' },
  'upper voltage limit': { en: 'upper voltage limit', fr: 'limite de tension haute', 'zh-cn': '电压上限' },
  installation: { en: 'installation', fr: 'installation', 'zh-cn': '安装状态' },
  'card number': { en: 'card number', fr: 'numéro de carte', 'zh-cn': '卡号' },
  'customer account': { en: 'customer account', fr: 'compte client', 'zh-cn': '客户账号' },
  'customer name': { en: 'customer name', fr: 'nom du client', 'zh-cn': '客户姓名' },
  bound: { en: 'bound', fr: 'liée', 'zh-cn': '绑定状态' },
  'spreadsheet file': { en: 'spreadsheet file', fr: 'fichier tableur', 'zh-cn': '表格文件' },
  'image file': { en: 'image file', fr: "fichier d'image", 'zh-cn': '图片文件' },
  'registered from': { en: 'registered from', fr: 'inscrit à partir du', 'zh-cn': '注册开始日期' },
  'registered until': { en: 'registered until', fr: "inscrit jusqu'au", 'zh-cn': '注册结束日期' },
  'operator name': { en: 'operator name', fr: "nom de l'opérateur", 'zh-cn': '运营商名称' },
  'operator account': { en: 'operator account', fr: "compte de l'opérateur", 'zh-cn': '运营商账号' },
  'operator type': { en: 'operator type', fr: "type d'opérateur", 'zh-cn': '运营商类型' },
  secret: { en: 'secret', fr: 'secret', 'zh-cn': '密钥' },
  'message secret': { en: 'message secret', fr: 'secret des messages', 'zh-cn': '消息密钥' },
  'initialization vector': { en: 'initialization vector', fr: "vecteur d'initialisation", 'zh-cn': '初始化向量' },
  company: { en: 'company', fr: 'société', 'zh-cn': '公司' },
  'contact person': { en: 'contact person', fr: 'personne à contacter', 'zh-cn': '联系人' },
  'contact phone': { en: 'contact phone', fr: 'téléphone du contact', 'zh-cn': '联系电话' },
  'callback address': { en: 'callback address', fr: 'adresse de rappel', 'zh-cn': '回调地址' },
  'page size': { en: 'page size', fr: 'taille de page', 'zh-cn': '每页条数' },
  keyword: { en: 'keyword', fr: 'mot-clé', 'zh-cn': '关键词' },
  username: { en: 'username', fr: "nom d'utilisateur", 'zh-cn': '用户名' },
  'full name': { en: 'full name', fr: 'nom complet', 'zh-cn': '姓名' },
  'user code': { en: 'user code', fr: 'matricule', 'zh-cn': '用户编号' },
  role: { en: 'role', fr: 'rôle', 'zh-cn': '角色' },
  department: { en: 'department', fr: 'service', 'zh-cn': '部门' },
  'role code': { en: 'role code', fr: 'code du rôle', 'zh-cn': '角色编码' },
  'role name': { en: 'role name', fr: 'nom du rôle', 'zh-cn': '角色名称' },
  description: { en: 'description', fr: 'description', 'zh-cn': '描述' },
  permissions: { en: 'permissions', fr: 'liste des autorisations', 'zh-cn': '权限' },
  user: { en: 'user', fr: 'utilisateur', 'zh-cn': '用户' },
  operation: { en: 'operation', fr: 'opération', 'zh-cn': '操作' },
  result: { en: 'result', fr: 'résultat', 'zh-cn': '结果' },
  'start time': { en: 'start time', fr: 'heure de début', 'zh-cn': '开始时间' },
  'end time': { en: 'end time', fr: 'heure de fin', 'zh-cn': '结束时间' },
  'order number': { en: 'order number', fr: 'numéro de commande', 'zh-cn': '订单号' },
  'charging port': { en: 'charging port', fr: 'point de charge', 'zh-cn': '充电枪' },
  'start mode': { en: 'start mode', fr: 'mode de démarrage', 'zh-cn': '启动方式' },
  'order status': { en: 'order status', fr: 'statut de la commande', 'zh-cn': '订单状态' },
  'started from': { en: 'started from', fr: 'démarrée à partir du', 'zh-cn': '开始时间起' },
  'started until': { en: 'started until', fr: "démarrée jusqu'au", 'zh-cn': '开始时间止' },
  'journal type': { en: 'journal type', fr: "type d'écriture", 'zh-cn': '流水类型' },
  'entry number': { en: 'entry number', fr: "numéro d'écriture", 'zh-cn': '流水号' },
  'recorded from': { en: 'recorded from', fr: 'enregistrée à partir du', 'zh-cn': '记录时间起' },
  'recorded until': { en: 'recorded until', fr: "enregistrée jusqu'au", 'zh-cn': '记录时间止' },
  'alarm status': { en: 'alarm status', fr: "statut de l'alarme", 'zh-cn': '告警状态' },
  'alarm level': { en: 'alarm level', fr: "niveau de l'alarme", 'zh-cn': '告警级别' },
  'alarm source': { en: 'alarm source', fr: "source de l'alarme", 'zh-cn': '告警来源' },
  'raised from': { en: 'raised from', fr: 'déclenchée à partir du', 'zh-cn': '告警时间起' },
  'raised until': { en: 'raised until', fr: "déclenchée jusqu'au", 'zh-cn': '告警时间止' },
  'repair note': { en: 'repair note', fr: 'note de réparation', 'zh-cn': '修复说明' },
  'repair time': { en: 'repair time', fr: 'heure de réparation', 'zh-cn': '修复时间' },
};

export function fieldTitle(locale: Locale, title: string): string {
  return fieldTitles[title]?.[locale] ?? title;
}

const ruleTexts = {
  maxLength: { en: 'at most {n} characters', fr: '{n} caractères au plus', 'zh-cn': '最多 {n} 个字符' },
  minLength: { en: 'at least {n} characters', fr: '{n} caractères au moins', 'zh-cn': '至少 {n} 个字符' },
  maximum: { en: 'at most {n}', fr: 'au plus {n}', 'zh-cn': '不大于 {n}' },
  minimum: { en: 'at least {n}', fr: 'au moins {n}', 'zh-cn': '不小于 {n}' },
  maxItems: { en: 'at most {n} entries', fr: '{n} entrées au plus', 'zh-cn': '最多 {n} 项' },
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
  unknownField: {
    en: 'not a field of this call',
    fr: "ce champ n'existe pas pour cet appel",
    'zh-cn': '此接口没有该字段',
  },
  singleValue: {
    en: 'one value, not a list',
    fr: 'une seule valeur, pas une liste',
    'zh-cn': '只能是单个值，不能是列表',
  },
  unknownPermissions: { en: 'unknown: {names}', fr: 'inconnues : {names}', 'zh-cn': '未知：{names}' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RuleKey = keyof typeof ruleTexts;

export function ruleText(locale: Locale, rule: RuleKey, values: MessageValues = {}): string {
  const template: string = ruleTexts[rule][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
