// The workspace module's public face: an agency (or one person's own space) owning projects, its
// members and their roles. Other modules import only this file.
export { workspaceRoutes } from './routes';
export {
  assertAccessNotThroughWorkspace,
  ensurePersonalWorkspace,
  requireWorkspaceAccess,
  workspaceForNewProject,
} from './service';
export { deleteEmptyWorkspacesOf, handOverWorkspacesOf, movePersonalProject } from './repository';
