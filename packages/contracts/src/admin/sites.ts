import { z } from 'zod';
import { defineAdminCall } from './staff';

/**
 * Site settings staff change while the site runs (role admin): the customer-service address (open
 * pages refetch it, spec §7 customer_service_link_change), the cash-surplus switch per currency
 * (spec §7 cash_surplus/check) and a planned maintenance window (the maintenance notice).
 */
const siteId = z.coerce.number().int().positive();

export const AdminCustomerServiceSave = defineAdminCall({
  name: 'AdminCustomerServiceSave',
  method: 'PUT',
  path: '/sites/:site_id/customer-service',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/\S+|\/\S*)?$/, 'url: a site path or an http(s) address'),
  }),
  data: z.object({ site_id: z.number().int(), url: z.string() }),
});

export const AdminCashSurplusSave = defineAdminCall({
  name: 'AdminCashSurplusSave',
  method: 'PUT',
  path: '/sites/:site_id/cash-surplus',
  roles: ['admin'],
  request: z.object({ site_id: siteId, currency: z.string().min(2).max(8), active: z.boolean() }),
  data: z.object({ site_id: z.number().int(), currency: z.string(), active: z.boolean() }),
});

/** Both null clears it; end must be after start (checked by the server: path params allow no refine here). */
export const AdminSiteMaintenanceSave = defineAdminCall({
  name: 'AdminSiteMaintenanceSave',
  method: 'PUT',
  path: '/sites/:site_id/maintenance',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    start_at: z.iso.datetime({ offset: true }).nullable(),
    end_at: z.iso.datetime({ offset: true }).nullable(),
  }),
  data: z.object({
    site_id: z.number().int(),
    start_at: z.string().nullable(),
    end_at: z.string().nullable(),
  }),
});
