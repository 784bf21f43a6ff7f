import type { Locale } from '@pcharging/validation';

/**
 * What each alarm code means, in every language. Alarms are stored with their code and the charger's own English
 * text; answers speak the reader's language from the code, and keep the stored text for a code not listed here.
 */
const ALARM_TEXTS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  E101: {
    en: 'Over-temperature in the power module',
    fr: 'Surchauffe du module de puissance',
    'zh-cn': '功率模块过温',
  },
  E204: { en: 'Ground fault detected', fr: 'Défaut d’isolement détecté', 'zh-cn': '检测到接地故障' },
  E310: {
    en: 'Communication with the charger lost',
    fr: 'Communication avec la borne perdue',
    'zh-cn': '与充电桩的通信中断',
  },
  E402: { en: 'Emergency stop pressed', fr: 'Arrêt d’urgence enclenché', 'zh-cn': '急停按钮被按下' },
  E515: {
    en: 'Energy meter reading out of range',
    fr: 'Relevé du compteur d’énergie hors plage',
    'zh-cn': '电能表读数超出范围',
  },
  E620: {
    en: 'Connector not locked at session start',
    fr: 'Connecteur non verrouillé au début de la session',
    'zh-cn': '会话开始时连接器未锁定',
  },
  E731: {
    en: 'Cable temperature sensor fault',
    fr: 'Défaut du capteur de température du câble',
    'zh-cn': '电缆温度传感器故障',
  },
};

export function alarmText(code: string, storedText: string, locale: Locale): string {
  return ALARM_TEXTS[code]?.[locale] ?? storedText;
}

export const knownAlarmCodes = (): string[] => Object.keys(ALARM_TEXTS);
