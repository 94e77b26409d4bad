/** How full a contest is: '120 spots left · 880 joined', or for unlimited spots '12 joined · Unlimited spots'. */
export function spotsLine({ spots, entries }: { spots: number | null; entries: number }): string {
  const joined = `${entries.toLocaleString('en-IN')} joined`;
  if (spots === null) return `${joined} · Unlimited spots`;
  const left = Math.max(0, spots - entries);
  if (left === 0) return `Contest full · ${joined}`;
  return `${left.toLocaleString('en-IN')} ${left === 1 ? 'spot' : 'spots'} left · ${joined}`;
}

/** Entries against spots, as an admin reads them: '880 / 1,000' or '12 / ∞'. */
export function entriesOfSpots({ spots, entries }: { spots: number | null; entries: number }): string {
  return `${entries.toLocaleString('en-IN')} / ${spots === null ? '∞' : spots.toLocaleString('en-IN')}`;
}
