/** A knowledge-center article save request (published now unless `extra` says otherwise), for the API tests. */
export const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  regionIds: [2],
  resourceType: 0,
  summary: `Summary of ${title}`,
  metadata: { desc: `About ${title}` },
  modules: [{ type: 2, editorData: `<p>Body of ${title}</p>` }],
  ...extra,
});
