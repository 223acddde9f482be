import cnAuth from './cn/auth.json';
import cnCoin from './cn/coin.json';
import cnComments from './cn/comments.json';
import cnCommon from './cn/common.json';
import cnError from './cn/error.json';
import cnHome from './cn/home.json';
import cnInfo from './cn/info.json';
import cnLanding from './cn/landing.json';
import cnLayout from './cn/layout.json';
import cnNotifications from './cn/notifications.json';
import cnProduct from './cn/product.json';
import cnProducts from './cn/products.json';
import cnRoute from './cn/route.json';
import cnTasks from './cn/tasks.json';
import cnUser from './cn/user.json';
import enAuth from './en/auth.json';
import enCoin from './en/coin.json';
import enComments from './en/comments.json';
import enCommon from './en/common.json';
import enError from './en/error.json';
import enHome from './en/home.json';
import enInfo from './en/info.json';
import enLanding from './en/landing.json';
import enLayout from './en/layout.json';
import enNotifications from './en/notifications.json';
import enProduct from './en/product.json';
import enProducts from './en/products.json';
import enRoute from './en/route.json';
import enTasks from './en/tasks.json';
import enUser from './en/user.json';

/** One file per group; a key reads `<file>.<key>`, e.g. `route.userCenter` or `error.Not found`. */
export const resources = {
  cn: {
    translation: {
      auth: cnAuth,
      coin: cnCoin,
      comments: cnComments,
      common: cnCommon,
      error: cnError,
      home: cnHome,
      info: cnInfo,
      landing: cnLanding,
      layout: cnLayout,
      notifications: cnNotifications,
      product: cnProduct,
      products: cnProducts,
      route: cnRoute,
      tasks: cnTasks,
      user: cnUser,
    },
  },
  en: {
    translation: {
      auth: enAuth,
      coin: enCoin,
      comments: enComments,
      common: enCommon,
      error: enError,
      home: enHome,
      info: enInfo,
      landing: enLanding,
      layout: enLayout,
      notifications: enNotifications,
      product: enProduct,
      products: enProducts,
      route: enRoute,
      tasks: enTasks,
      user: enUser,
    },
  },
} as const;
