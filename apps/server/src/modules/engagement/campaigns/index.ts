/** The module's public face: what red-envelope and sign-in campaigns share on the staff side. */
export { campaignStaff, createCampaignAdmin, listCampaignPage } from './campaign-admin';
export type { CampaignAdmin, CampaignStaff } from './campaign-admin';
