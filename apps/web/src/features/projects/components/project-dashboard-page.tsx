// SEAM (owned by the projects work).
export const ProjectDashboardPage = ({ projectId }: { projectId: string }) => <h1>{projectId}</h1>;
