import type { ProductRequestInfo, ProductSetting } from '@miao/contracts/products';
import type { newsletterSubscribers, productRequests, productSettings } from '../../db/schema/products';

export type ProductSettingRow = typeof productSettings.$inferSelect;
export type ProductRequestRow = typeof productRequests.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function presentSetting(row: ProductSettingRow): ProductSetting {
  return {
    code: row.code,
    kind: row.kind,
    path: row.path,
    cn_name: row.cnName,
    overseas_name: row.overseasName,
    cn_url: row.cnUrl,
    overseas_url: row.overseasUrl,
    cn_status: row.cnStatus,
    overseas_status: row.overseasStatus,
    cn_is_top: row.cnIsTop,
    overseas_is_top: row.overseasIsTop,
    cn_is_home: row.cnIsHome,
    overseas_is_home: row.overseasIsHome,
    cn_priority: row.cnPriority,
    overseas_priority: row.overseasPriority,
    cn_top_name: row.cnTopName,
    overseas_top_name: row.overseasTopName,
    hide_buy: row.hideBuy,
    jump_url: row.jumpUrl,
    cn_price_min: row.cnPriceMin,
    cn_price_max: row.cnPriceMax,
    overseas_price_min: row.overseasPriceMin,
    overseas_price_max: row.overseasPriceMax,
    cn_gb_start: row.cnGbStart?.toISOString() ?? null,
    cn_gb_end: row.cnGbEnd?.toISOString() ?? null,
    cn_gb_ship_month: row.cnGbShipMonth,
    overseas_gb_start: row.overseasGbStart?.toISOString() ?? null,
    overseas_gb_end: row.overseasGbEnd?.toISOString() ?? null,
    overseas_gb_ship_month: row.overseasGbShipMonth,
    cn_dispatch_days: row.cnDispatchDays,
    overseas_dispatch_days: row.overseasDispatchDays,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Spec 3: a request reads back as id, nickname, phone, email (the mobile is called phone here). */
export function presentRequest(row: ProductRequestRow): ProductRequestInfo {
  return { id: row.id, nickname: row.nickname, phone: row.mobile, email: row.email };
}

export function presentAdminRequest(row: ProductRequestRow) {
  return {
    ...presentRequest(row),
    product_code: row.productCode,
    user_id: row.userId,
    mode: row.mode,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}

export function presentSubscriber(row: NewsletterSubscriberRow) {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    // double opt-in (decision 024): an address is subscribed once confirmed, until it unsubscribes
    subscribed: row.confirmedAt !== null && row.unsubscribedAt === null,
    create_time: row.createdAt.toISOString(),
    confirm_time: row.confirmedAt?.toISOString() ?? null,
    unsubscribe_time: row.unsubscribedAt?.toISOString() ?? null,
  };
}
