/** A search's text as a `like` pattern matching it anywhere, lower-cased, its wildcards escaped. */
export const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
