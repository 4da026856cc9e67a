/** The `extraData` of a paged list: where this page sits among all of them. */
export function pageInfo(page: number, pageSize: number, total: number) {
  return { page, pageSize, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
