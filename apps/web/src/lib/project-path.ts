/** Project routes (`/project/{id}/…`) get the project sidebar. */
export const isProjectPath = (pathname: string): boolean => pathname.startsWith('/project/');
