// The access module's public face: who may do what on which project. Every module that serves
// project data asks it first; it asks no other module.
export { requireProjectAccess, findProjectUidById } from './service';
export {
  findProjectForUser,
  listProjectsForUser,
  type ProjectRow,
  type ProjectWithRole,
} from './repository';
