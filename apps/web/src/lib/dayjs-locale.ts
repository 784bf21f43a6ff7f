import { normalizeLocale } from '@pcharging/validation';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import { currentLocale, i18n } from './i18n';

// dayjs's names of months and days, and the first day of a week, follow the app's language. Imported by the screens'
// frames (the shell and the trainer's console), which hold everything that handles dates: the login page, which
// shows none, does without dayjs and its locales.
dayjs.locale(currentLocale());
i18n.on('languageChanged', (language) => dayjs.locale(normalizeLocale(language)));
