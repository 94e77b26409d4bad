/** Legal balls from overs as the score writes them: "18.3" is 111, "20" is 120. */
export function legalBallsOf(overs: string): number {
  const [whole = '0', part = '0'] = overs.split('.');
  return Number(whole) * 6 + Number(part);
}
