import { describe, expect, it } from 'vitest';
import type { Locale } from './locale';
import { passwordRuleText, type ValidationMessageKind, validationMessage } from './messages';

describe('validationMessage', () => {
  it.each<[Locale, ValidationMessageKind, string, string | undefined, string]>([
    ['en', 'required', 'station name', undefined, 'Please enter station name'],
    ['en', 'select', 'operator', undefined, 'Please select operator'],
    ['en', 'empty', 'Price', undefined, 'Price cannot be empty'],
    ['en', 'invalid', 'e-mail', undefined, 'Invalid e-mail'],
    ['en', 'invalid', 'amount', '0.5 to 100', 'Invalid amount (0.5 to 100)'],
    ['en', 'invalid', 'amount', '', 'Invalid amount'],
    ['en', 'mismatch', 'password', undefined, 'The two password entries do not match'],
    ['en', 'illegal', 'name', undefined, 'Illegal input'],
    ['fr', 'required', 'le nom', undefined, 'Veuillez saisir le nom'],
    ['fr', 'select', "l'opérateur", undefined, "Veuillez sélectionner l'opérateur"],
    ['fr', 'empty', 'Le prix', undefined, 'Le prix ne peut pas être vide'],
    ['fr', 'invalid', 'E-mail', undefined, 'E-mail invalide'],
    ['fr', 'invalid', 'Montant', '0,5 à 100', 'Montant invalide (0,5 à 100)'],
    ['fr', 'mismatch', '', undefined, 'Les deux mots de passe saisis ne correspondent pas'],
    ['fr', 'illegal', '', undefined, 'Saisie illégale'],
    ['zh-cn', 'required', '站点名称', undefined, '请输入站点名称'],
    ['zh-cn', 'select', '运营商', undefined, '请选择运营商'],
    ['zh-cn', 'empty', '价格', undefined, '价格不能为空'],
    ['zh-cn', 'invalid', '邮箱', undefined, '邮箱无效'],
    ['zh-cn', 'invalid', '金额', '0.5 至 100', '金额无效（0.5 至 100）'],
    ['zh-cn', 'mismatch', '', undefined, '两次输入的密码不一致'],
    ['zh-cn', 'illegal', '', undefined, '非法输入'],
  ])('%s %s %j (%j) → %j', (locale, kind, title, rule, expected) => {
    expect(validationMessage(locale, kind, title, rule)).toBe(expected);
  });

  it('shows a title containing placeholder text as typed', () => {
    expect(validationMessage('en', 'invalid', '{rule}', 'x')).toBe('Invalid {rule} (x)');
  });
});

describe('passwordRuleText', () => {
  it.each<[Locale, string]>([
    ['en', 'Combine digits, upper- and lower-case letters and special characters, and be longer than 8 characters.'],
    ['fr', 'Combinez chiffres, lettres majuscules et minuscules et caractères spéciaux, avec plus de 8 caractères.'],
    ['zh-cn', '需组合数字、大小写字母和特殊字符，且长度大于 8 位。'],
  ])('reads in %s: %j', (locale, expected) => {
    expect(passwordRuleText(locale)).toBe(expected);
  });
});
