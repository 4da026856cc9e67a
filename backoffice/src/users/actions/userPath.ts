/** The staff command routes of one user (docs/api.md "Staff"). */
export const userPath = (id: string, command = '') =>
  `/api/users/${encodeURIComponent(id)}${command ? `/${command}` : ''}`;
