/**
 * The back-office's shop settings api (contracts/admin-settings; api module cart, with the company's
 * details of the content module): the VAT percent and the company's contact details and map position,
 * delivery methods and discount codes, owner only. Every call goes to /api/admin/…, where the staff
 * session cookie is sent. A 400 says which value is wrong (nothing was saved), a 409 that a discount
 * code exists already or that the last active delivery method cannot be withdrawn.
 */
import type {
  AdminDeliveryMethod,
  AdminDiscountCode,
  CompanyDetails,
  DeliveryMethodChange,
  DiscountCodeChange,
  DiscountKind,
  NewDeliveryMethod,
  NewDiscountCode,
  ShopSettings,
  ShopSettingsInput,
} from 'contracts/admin-settings';
import type { AuditPage } from 'contracts/admin';
import { api } from './admin';

export type { AdminDeliveryMethod, AdminDiscountCode, CompanyDetails, DeliveryMethodChange, DiscountCodeChange, DiscountKind, NewDeliveryMethod, NewDiscountCode, ShopSettings, ShopSettingsInput };
export type AuditEntry = AuditPage['items'][number];

/** The audit trail's entities of each section (api: cart/settings/audit.ts). */
export const SETTINGS_ENTITIES = { shop: 'setting', delivery: 'delivery_method', discounts: 'discount_code' } as const;
export type SettingsSection = keyof typeof SETTINGS_ENTITIES;

const S = '/api/admin/settings';

export const settingsApi = {
  shop: (signal?: AbortSignal) => api<ShopSettings>(`${S}/shop`, { signal }),
  saveShop: (body: ShopSettingsInput) => api<ShopSettings>(`${S}/shop`, { method: 'PUT', body }),

  deliveryMethods: (signal?: AbortSignal) => api<AdminDeliveryMethod[]>(`${S}/delivery-methods`, { signal }),
  createDeliveryMethod: (body: NewDeliveryMethod) => api<AdminDeliveryMethod>(`${S}/delivery-methods`, { method: 'POST', body }),
  updateDeliveryMethod: (id: number, body: DeliveryMethodChange) => api<AdminDeliveryMethod>(`${S}/delivery-methods/${id}`, { method: 'PATCH', body }),

  discountCodes: (signal?: AbortSignal) => api<AdminDiscountCode[]>(`${S}/discount-codes`, { signal }),
  createDiscountCode: (body: NewDiscountCode) => api<AdminDiscountCode>(`${S}/discount-codes`, { method: 'POST', body }),
  updateDiscountCode: (id: number, body: DiscountCodeChange) => api<AdminDiscountCode>(`${S}/discount-codes/${id}`, { method: 'PATCH', body }),

  /** The last changes of a section, newest first (the owner's audit trail). */
  history: (section: SettingsSection, pageSize: number, signal?: AbortSignal) =>
    api<AuditPage>('/api/admin/audit', { query: { entity: SETTINGS_ENTITIES[section], pageSize }, signal }),
};
