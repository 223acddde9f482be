import { platformOfStore, type CustomOrder, type StaffCustomOrder } from '@miao/contracts/customisation';
import type { CustomOrderRow } from './service';

function common(row: CustomOrderRow) {
  return {
    order_no: row.orderNo,
    product_code: row.productCode,
    quantity: row.quantity,
    left_text: row.leftText ?? '',
    middle_text: row.middleText ?? '',
    right_text: row.rightText ?? '',
    customised: row.revision !== null,
    paid_at: row.paidAt,
    editable_until: row.editableUntil,
    revision: row.revision ?? 0,
    update_time: row.updateTime,
  };
}

export function presentCustomOrder(row: CustomOrderRow): CustomOrder {
  return { ...common(row), platform: platformOfStore(row.store), editable: row.editable };
}

export function presentStaffCustomOrder(row: CustomOrderRow): StaffCustomOrder {
  return { ...common(row), store: row.store, locked: !row.editable };
}

/** One fulfilment CSV line, in the order of CUSTOM_ORDER_CSV_HEADER. */
export function customOrderCsvRow(row: CustomOrderRow): (string | number | boolean)[] {
  return [
    row.orderNo,
    row.store,
    row.productCode,
    row.quantity,
    row.leftText ?? '',
    row.middleText ?? '',
    row.rightText ?? '',
    row.revision !== null,
    row.paidAt,
    row.editableUntil,
    row.updateTime ?? '',
  ];
}
