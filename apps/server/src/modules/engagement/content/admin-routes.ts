import {
  AdminBannerDelete,
  AdminBannerList,
  AdminBannerSave,
  AdminMarqueeDelete,
  AdminMarqueeList,
  AdminMarqueeSave,
  AdminPopupDelete,
  AdminPopupList,
  AdminPopupSave,
  AdminPopupSettings,
  AdminPopupSettingsRead,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { StaffIdentity } from '../../accounts/staff';
import type { ContentAdmin } from './admin-service';

const who = (staff: StaffIdentity | null, request: FastifyRequest) => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

export function registerContentAdminRoutes(app: FastifyInstance, admin: ContentAdmin): void {
  registerAdminCall(app, AdminBannerList, async ({ input }) => ({
    list: await admin.listBanners(input.site_id),
  }));
  registerAdminCall(app, AdminBannerSave, ({ input, staff, request }) =>
    admin.saveBanner(input, who(staff, request)),
  );
  registerAdminCall(app, AdminBannerDelete, ({ input, staff, request }) =>
    admin.deleteBanner(input.id, who(staff, request), input.reason),
  );
  registerAdminCall(app, AdminMarqueeList, async ({ input }) => ({
    list: await admin.listMarquee(input.site_id),
  }));
  registerAdminCall(app, AdminMarqueeSave, ({ input, staff, request }) =>
    admin.saveMarquee(input, who(staff, request)),
  );
  registerAdminCall(app, AdminMarqueeDelete, ({ input, staff, request }) =>
    admin.deleteMarquee(input.id, who(staff, request), input.reason),
  );
  registerAdminCall(app, AdminPopupList, async ({ input }) => ({
    list: await admin.listPopups(input.site_id),
  }));
  registerAdminCall(app, AdminPopupSave, ({ input, staff, request }) =>
    admin.savePopup(input, who(staff, request)),
  );
  registerAdminCall(app, AdminPopupDelete, ({ input, staff, request }) =>
    admin.deletePopup(input.id, who(staff, request), input.reason),
  );
  registerAdminCall(app, AdminPopupSettingsRead, ({ input }) => admin.readPopupSettings(input.site_id));
  registerAdminCall(app, AdminPopupSettings, ({ input, staff, request }) =>
    admin.popupSettings(input, who(staff, request)),
  );
}
