/**
 * A record's id as a URL writes it (a route param or `?team=`), or null when it is missing or not
 * a whole number above zero, so a screen can tell "no such record" apart before asking the server.
 */
export function positiveId(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}
