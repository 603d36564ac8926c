// SEAM (owned by the projects work).
export const ProjectsPage = () => <h1>Projects</h1>;
