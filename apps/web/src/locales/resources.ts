import { translation as cn } from './cn';
import { translation as cnCommunity } from './cn-community';
import { translation as cnCustomisation } from './cn-customisation';
import { translation as cnConsole } from './cn-console';
import { translation as cnDevices } from './cn-devices';
import { translation as cnDraws } from './cn-draws';
import { translation as cnForms } from './cn-forms';
import { translation as cnInfo } from './cn-info';
import { translation as cnNumbers } from './cn-numbers';
import { translation as cnOffice } from './cn-office';
import { translation as cnStores } from './cn-stores';
import { translation as en } from './en';
import { translation as enCommunity } from './en-community';
import { translation as enCustomisation } from './en-customisation';
import { translation as enConsole } from './en-console';
import { translation as enDevices } from './en-devices';
import { translation as enDraws } from './en-draws';
import { translation as enForms } from './en-forms';
import { translation as enInfo } from './en-info';
import { translation as enNumbers } from './en-numbers';
import { translation as enOffice } from './en-office';
import { translation as enStores } from './en-stores';

/**
 * Both languages with every group, for the server (it renders either) and the locale tests. The
 * browser never imports this: it loads the page's language alone (translation.ts, entry-client.tsx)
 * and the other groups with their screens (string-sets.ts).
 */
export const resources = {
  cn: {
    translation: {
      ...cn,
      ...cnCommunity,
      ...cnOffice,
      ...cnInfo,
      ...cnDevices,
      ...cnCustomisation,
      ...cnDraws,
      ...cnNumbers,
      ...cnConsole,
      ...cnForms,
      ...cnStores,
    },
  },
  en: {
    translation: {
      ...en,
      ...enCommunity,
      ...enOffice,
      ...enInfo,
      ...enDevices,
      ...enCustomisation,
      ...enDraws,
      ...enNumbers,
      ...enConsole,
      ...enForms,
      ...enStores,
    },
  },
};
