import cnAuth from './cn/auth.json';
import cnCommon from './cn/common.json';
import cnError from './cn/error.json';
import cnHome from './cn/home.json';
import cnLayout from './cn/layout.json';
import cnProduct from './cn/product.json';
import cnRoute from './cn/route.json';
import cnUser from './cn/user.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enError from './en/error.json';
import enHome from './en/home.json';
import enLayout from './en/layout.json';
import enProduct from './en/product.json';
import enRoute from './en/route.json';
import enUser from './en/user.json';

/** One file per group; a key reads `<file>.<key>`, e.g. `route.userCenter` or `error.Not found`. */
export const resources = {
  cn: {
    translation: {
      auth: cnAuth,
      common: cnCommon,
      error: cnError,
      home: cnHome,
      layout: cnLayout,
      product: cnProduct,
      route: cnRoute,
      user: cnUser,
    },
  },
  en: {
    translation: {
      auth: enAuth,
      common: enCommon,
      error: enError,
      home: enHome,
      layout: enLayout,
      product: enProduct,
      route: enRoute,
      user: enUser,
    },
  },
} as const;
