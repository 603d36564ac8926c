// SEAM (owned by the projects work).
export const NewProjectPage = () => <h1>New project</h1>;
