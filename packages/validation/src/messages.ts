import type { Locale } from './locale';

export type ValidationMessageKind = 'required' | 'select' | 'empty' | 'invalid' | 'mismatch' | 'illegal';

type Template = ValidationMessageKind | 'invalidWithRule';

const TEMPLATES: Record<Locale, Record<Template, string>> = {
  en: {
    required: 'Please enter {title}',
    select: 'Please select {title}',
    empty: '{title} cannot be empty',
    invalid: 'Invalid {title}',
    invalidWithRule: 'Invalid {title} ({rule})',
    mismatch: 'The two password entries do not match',
    illegal: 'Illegal input',
  },
  fr: {
    required: 'Veuillez saisir {title}',
    select: 'Veuillez sélectionner {title}',
    empty: '{title} ne peut pas être vide',
    invalid: '{title} invalide',
    invalidWithRule: '{title} invalide ({rule})',
    mismatch: 'Les deux mots de passe saisis ne correspondent pas',
    illegal: 'Saisie illégale',
  },
  'zh-cn': {
    required: '请输入{title}',
    select: '请选择{title}',
    empty: '{title}不能为空',
    invalid: '{title}无效',
    invalidWithRule: '{title}无效（{rule}）',
    mismatch: '两次输入的密码不一致',
    illegal: '非法输入',
  },
};

// The spec's displayed text, word for word; the rule applied is its documented one (see passwordProblems).
const PASSWORD_RULE_TEXT: Record<Locale, string> = {
  en: 'Combine digits, upper- and lower-case letters and special characters, and be longer than 8 characters.',
  fr: 'Combinez chiffres, lettres majuscules et minuscules et caractères spéciaux, avec plus de 8 caractères.',
  'zh-cn': '需组合数字、大小写字母和特殊字符，且长度大于 8 位。',
};

/** The generic form message; 'mismatch' and 'illegal' ignore title and rule. */
export function validationMessage(locale: Locale, kind: ValidationMessageKind, title: string, rule?: string): string {
  const template = TEMPLATES[locale][kind === 'invalid' && rule ? 'invalidWithRule' : kind];
  const values = { title, rule: rule ?? '' };
  // One pass, so a title that happens to contain '{rule}' is shown as typed.
  return template.replace(/\{(title|rule)\}/g, (_, name: keyof typeof values) => values[name]);
}

export function passwordRuleText(locale: Locale): string {
  return PASSWORD_RULE_TEXT[locale];
}
