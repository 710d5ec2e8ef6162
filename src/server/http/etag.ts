/**
 * Whether an If-None-Match header names `etag`: the weak comparison RFC 9110 asks for GET and HEAD (a `W/` prefix
 * is ignored), and `*` matches any.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
