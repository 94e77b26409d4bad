/**
 * The target of the `rel="next"` link in an HTTP `Link` header (RFC 8288), or null when there is
 * none. Paged lists follow this address as the server wrote it rather than building their own,
 * so the server can change how a page's position is written without breaking the client.
 */
export function nextLinkOf(header: string | null): string | null {
  if (!header) return null;
  // Each link is `<target>; param=value; ...`, links separated by commas; a target may itself
  // hold commas, so links are read target first rather than split on commas.
  const link = /<([^>]*)>((?:\s*;\s*[^;,"]+(?:"[^"]*")?)*)/g;
  for (let match = link.exec(header); match !== null; match = link.exec(header)) {
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return match[1] ?? null;
  }
  return null;
}
