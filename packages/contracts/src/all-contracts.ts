import type { Contract } from './common/contract';
import { getAdsDashboardContract } from './ads/get-ads-dashboard';
import { listAdsAccountsContract } from './ads/list-ads-accounts';
import { updateAdsSettingsContract } from './ads/update-ads-settings';
import { getSearchBrandTermsContract } from './search-console/get-search-brand-terms';
import { getSearchDashboardContract } from './search-console/get-search-dashboard';
import { updateSearchBrandTermsContract } from './search-console/update-search-brand-terms';
import { listSearchConsoleSitesContract } from './search-console/list-search-console-sites';
import { updateSearchConsoleSettingsContract } from './search-console/update-search-console-settings';
import { deleteConnectionContract } from './connections/delete-connection';
import { googleCallbackContract } from './connections/google-callback';
import { listConnectionsContract } from './connections/list-connections';
import { startGoogleConnectionContract } from './connections/start-google-connection';
import { getSyncStatusContract } from './sync/get-sync-status';
import { startSyncContract } from './sync/start-sync';
import { getAnalyticsDashboardContract } from './analytics/get-analytics-dashboard';
import { getOverviewDashboardContract } from './dashboard/get-overview-dashboard';
import { getAnalyticsPropertyContract } from './analytics/get-property';
import { listAnalyticsAccountsContract } from './analytics/list-accounts';
import { updateAnalyticsSettingsContract } from './analytics/update-analytics-settings';
import { getClientConfigContract } from './config/get-client-config';
import { createAnnotationContract } from './events/create-annotation';
import { deleteAnnotationContract } from './events/delete-annotation';
import { listEventsContract } from './events/list-events';
import { updateAnnotationContract } from './events/update-annotation';
import { getHealthContract } from './health/get-health';
import { getHealthLiveContract } from './health/get-health-live';
import { getHealthReadyContract } from './health/get-health-ready';
import { getPortfolioContract } from './portfolio/get-portfolio';
import { createProjectContract } from './project/create-project';
import { deleteProjectContract } from './project/delete-project';
import { getProjectContract } from './project/get-project';
import { listProjectsContract } from './project/list-projects';
import {
  deleteWorkspaceBrandingLogoContract,
  getWorkspaceBrandingContract,
  setWorkspaceBrandingContract,
  uploadWorkspaceBrandingLogoContract,
} from './branding/workspace-branding';
import {
  createWorkspaceContract,
  deleteWorkspaceContract,
  listWorkspacesContract,
  renameWorkspaceContract,
} from './workspace/list-workspaces';
import { moveProjectContract } from './workspace/move-project';
import {
  getWorkspaceNotificationDefaultsContract,
  setWorkspaceNotificationDefaultsContract,
} from './notifications/workspace-notification-defaults';
import {
  acceptWorkspaceInviteContract,
  createWorkspaceInviteContract,
  getWorkspaceInviteContract,
  leaveWorkspaceContract,
  listWorkspaceMembersContract,
  removeWorkspaceMemberContract,
  revokeWorkspaceInviteContract,
  transferWorkspaceContract,
  updateWorkspaceMemberContract,
} from './workspace/members';
import { updateProjectContract } from './project/update-project';
import { getDevMailContract } from './dev/get-dev-mail';
import { acceptInviteContract } from './team/accept-invite';
import { createInviteContract } from './team/create-invite';
import { getInviteContract } from './team/get-invite';
import { createBudgetContract } from './budgets/create-budget';
import { deleteBudgetContract } from './budgets/delete-budget';
import { listBudgetsContract } from './budgets/list-budgets';
import { updateBudgetContract } from './budgets/update-budget';
import { getTargetsContract } from './targets/get-targets';
import { setTargetsContract } from './targets/set-targets';
import { createReportContract } from './reports/create-report';
import { createShareLinkContract } from './reports/create-share-link';
import { deleteReportContract } from './reports/delete-report';
import {
  getReportPdfContract,
  listReportDeliveriesContract,
  previewReportMailContract,
  sendReportContract,
} from './reports/delivery';
import { listReportsContract } from './reports/list-reports';
import { listWorkspaceReportsContract } from './reports/list-workspace-reports';
import { renewShareLinkContract } from './reports/renew-share-link';
import { revokeShareLinkContract } from './reports/revoke-share-link';
import { updateReportContract } from './reports/update-report';
import { createRuleContract } from './monitoring/create-rule';
import { deleteRuleContract } from './monitoring/delete-rule';
import { rotateWebhookSecretContract } from './monitoring/rotate-webhook-secret';
import { listAlertsContract } from './monitoring/list-alerts';
import { listRuleTargetsContract } from './monitoring/list-rule-targets';
import { listRulesContract } from './monitoring/list-rules';
import { testRuleContract } from './monitoring/test-rule';
import { updateAlertContract } from './monitoring/update-alert';
import { updateRuleContract } from './monitoring/update-rule';
import { actOnAlertsContract } from './alerts/act-on-alerts';
import { listInboxContract } from './alerts/list-inbox';
import { leaveProjectContract } from './team/leave-project';
import { listMembersContract } from './team/list-members';
import { removeMemberContract } from './team/remove-member';
import { renewInviteContract } from './team/renew-invite';
import { revokeInviteContract } from './team/revoke-invite';
import { transferOwnershipContract } from './team/transfer-ownership';
import { updateMemberContract } from './team/update-member';
import { deleteAccountContract } from './account/delete-account';
import { getDeletionPlanContract } from './account/deletion-plan';
import { exportAccountContract } from './account/export-account';
import { acceptTosContract } from './user/accept-tos';
import { createProfileContract } from './user/create-profile';
import { getMeContract } from './user/get-me';
import { getTosAcceptedContract } from './user/get-tos-accepted';
import {
  deleteMyBrandingLogoContract,
  getMyBrandingContract,
  setMyBrandingContract,
  uploadMyBrandingLogoContract,
} from './branding/my-branding';
import {
  deleteProjectBrandingLogoContract,
  getProjectBrandingContract,
  setProjectBrandingContract,
  uploadProjectBrandingLogoContract,
} from './branding/project-branding';
import {
  getNotificationPreferencesContract,
  setNotificationPreferencesContract,
} from './notifications/notification-preferences';
import { createChatThreadContract } from './chat/create-chat-thread';
import { deleteChatThreadContract } from './chat/delete-chat-thread';
import { getChatInfoContract } from './chat/get-chat-info';
import { getChatThreadContract } from './chat/get-chat-thread';
import { listChatThreadsContract } from './chat/list-chat-threads';
import { renameChatThreadContract } from './chat/rename-chat-thread';
import { sendChatMessageContract } from './chat/send-chat-message';

/**
 * Every operation of the API. Tests walk this list (e.g. every authenticated route must answer
 * 401 without a token), so a contract added here is covered without anyone remembering.
 */
export const ALL_CONTRACTS: readonly Contract[] = [
  getHealthContract,
  getHealthLiveContract,
  getHealthReadyContract,
  getClientConfigContract,
  getMeContract,
  createProfileContract,
  getTosAcceptedContract,
  acceptTosContract,
  exportAccountContract,
  getDeletionPlanContract,
  deleteAccountContract,
  listProjectsContract,
  listWorkspacesContract,
  createWorkspaceContract,
  renameWorkspaceContract,
  listWorkspaceMembersContract,
  createWorkspaceInviteContract,
  revokeWorkspaceInviteContract,
  getWorkspaceInviteContract,
  acceptWorkspaceInviteContract,
  updateWorkspaceMemberContract,
  removeWorkspaceMemberContract,
  transferWorkspaceContract,
  leaveWorkspaceContract,
  deleteWorkspaceContract,
  moveProjectContract,
  getWorkspaceNotificationDefaultsContract,
  setWorkspaceNotificationDefaultsContract,
  getWorkspaceBrandingContract,
  setWorkspaceBrandingContract,
  uploadWorkspaceBrandingLogoContract,
  deleteWorkspaceBrandingLogoContract,
  getProjectContract,
  createProjectContract,
  updateProjectContract,
  deleteProjectContract,
  updateAnalyticsSettingsContract,
  listAnalyticsAccountsContract,
  getAnalyticsPropertyContract,
  getOverviewDashboardContract,
  getAnalyticsDashboardContract,
  getAdsDashboardContract,
  getPortfolioContract,
  startGoogleConnectionContract,
  googleCallbackContract,
  listConnectionsContract,
  deleteConnectionContract,
  listAdsAccountsContract,
  updateAdsSettingsContract,
  listSearchConsoleSitesContract,
  getSearchDashboardContract,
  updateSearchConsoleSettingsContract,
  getSearchBrandTermsContract,
  updateSearchBrandTermsContract,
  getSyncStatusContract,
  startSyncContract,
  listEventsContract,
  createAnnotationContract,
  updateAnnotationContract,
  deleteAnnotationContract,
  listRulesContract,
  createRuleContract,
  testRuleContract,
  updateRuleContract,
  deleteRuleContract,
  rotateWebhookSecretContract,
  listAlertsContract,
  updateAlertContract,
  listInboxContract,
  actOnAlertsContract,
  listRuleTargetsContract,
  listBudgetsContract,
  createBudgetContract,
  updateBudgetContract,
  getTargetsContract,
  setTargetsContract,
  deleteBudgetContract,
  listReportsContract,
  listWorkspaceReportsContract,
  createReportContract,
  updateReportContract,
  deleteReportContract,
  createShareLinkContract,
  renewShareLinkContract,
  revokeShareLinkContract,
  listReportDeliveriesContract,
  previewReportMailContract,
  sendReportContract,
  getReportPdfContract,
  getMyBrandingContract,
  setMyBrandingContract,
  uploadMyBrandingLogoContract,
  deleteMyBrandingLogoContract,
  getProjectBrandingContract,
  setProjectBrandingContract,
  uploadProjectBrandingLogoContract,
  deleteProjectBrandingLogoContract,
  getNotificationPreferencesContract,
  setNotificationPreferencesContract,
  listMembersContract,
  createInviteContract,
  renewInviteContract,
  revokeInviteContract,
  getInviteContract,
  acceptInviteContract,
  updateMemberContract,
  removeMemberContract,
  leaveProjectContract,
  transferOwnershipContract,
  getDevMailContract,
  getChatInfoContract,
  listChatThreadsContract,
  createChatThreadContract,
  getChatThreadContract,
  renameChatThreadContract,
  deleteChatThreadContract,
  sendChatMessageContract,
];
