/**
 * Initials for an avatar: the first letter of each of the first two words, upper-case
 * ('virat kohli' → 'VK', 'Sachin' → 'S').
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}
