import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiGet, apiPost, apiToken, PHONE, useBrowser } from './browser.ts';
import { importedMatch, moveMatch, playMatch, postOvers, type ImportedMatch } from './fixtures.ts';

const browser = useBrowser();

const LAPTOP = { width: 1366, height: 768 };

/** Each journey checks several states at two widths with axe: longer than one check's default. */
const JOURNEY_MS = 120_000;

/**
 * Checks the page as it is now with axe-core at a phone's width and a laptop's, ending at the
 * laptop's. With SCREENSHOTS set to a folder, each width is saved there as `{name}-{width}.png`
 * for a person to look at.
 */
async function checkAtBothWidths(page: Page, state: string, name: string): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, state);
    const folder = process.env.SCREENSHOTS;
    if (folder) await page.screenshot({ path: `${folder}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

const adminPage = async () => browser.newPage(LAPTOP, { token: await apiToken(admin().email, admin().password) });

/** A match `days` from now made by the admin through the API; its title. */
async function upcomingMatch(tag: string, days = 3): Promise<{ id: number; title: string }> {
  const teams = { teamA: `Pune ${tag}`, teamB: `Delhi ${tag}` };
  const startTime = new Date(Date.now() + days * 24 * 3600_000).toISOString();
  const match = await apiPost('/api/matches', await apiToken(admin().email, admin().password), { ...teams, startTime, matchType: 'T20' });
  return { id: match.id, title: `${teams.teamA} vs ${teams.teamB}` };
}

async function contestOf(matchId: number, name: string, extra: Record<string, unknown> = {}): Promise<void> {
  await apiPost('/api/contests', await apiToken(admin().email, admin().password), { name, entryFee: 10, prizePool: 50, matchId, spots: 10, maxTeamsPerUser: 1, flexible: false, ...extra });
}

describe('one scorer at a time', () => {
  let match: ImportedMatch;

  beforeAll(async () => {
    match = await importedMatch();
    await moveMatch(match.matchId, 'start');
    // The first over, as the feed sent it.
    await postOvers(match.matchId, 0, 0);
  });

  it('an admin takes a fed match over, is refused a taken position until they correct the ball, and hands it back', async () => {
    const page = await adminPage();
    await page.goto(`/admin/matches/${match.matchId}/scoring`);
    const scorer = page.getByRole('region', { name: /Scored by its feed/ });
    await scorer.waitFor();
    // The form corrects the feed's balls: it stands on the last one sent.
    await page.getByRole('heading', { name: 'Correct a delivery' }).waitFor();
    const form = page.getByRole('form', { name: 'Post a delivery' });
    await expect.poll(() => form.getByLabel('Over', { exact: true }).inputValue()).toBe('0');
    expect(Number(await form.getByLabel('Ball', { exact: true }).inputValue())).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('button', { name: 'Take out the last ball' }).count()).toBe(0);
    await checkAtBothWidths(page, 'a fed match', 'scoring-feed');

    await scorer.getByRole('button', { name: 'Take over scoring' }).click();
    await page.getByText('You score this match now: the feed is paused.').waitFor();
    await page.getByRole('region', { name: /Scored by hand/ }).waitFor();
    await page.getByRole('heading', { name: 'Post a delivery' }).waitFor();
    // Scoring by hand: on to the first ball of the next over.
    await expect.poll(() => form.getByLabel('Over', { exact: true }).inputValue()).toBe('1');
    expect(await form.getByLabel('Ball', { exact: true }).inputValue()).toBe('1');
    expect((await apiGet<{ scorer: string }>(`/api/matches/${match.matchId}`, await apiToken(admin().email, admin().password))).scorer).toBe('MANUAL');

    // The first ball again, as a six: the server refuses to overwrite it unasked.
    const before = await page.getByRole('region', { name: 'Match score' }).textContent();
    await form.getByLabel('Over', { exact: true }).fill('0');
    await form.getByLabel('Ball', { exact: true }).fill('1');
    await form.getByLabel('Batting side').selectOption('India');
    await form.getByLabel('Batter (on strike)').selectOption('RG Sharma');
    await form.getByLabel('Non-striker').selectOption('V Kohli');
    await form.getByLabel('Bowler').selectOption('M Jansen');
    await form.getByLabel('Runs off the bat').selectOption('6');
    await form.getByRole('button', { name: 'Post delivery' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('holds a ball already');
    const correct = form.getByRole('button', { name: 'Correct this ball' });
    await correct.waitFor();
    expect(await page.getByRole('region', { name: 'Match score' }).textContent()).toBe(before);
    await checkAtBothWidths(page, 'a post at a taken position', 'scoring-taken');

    await correct.click();
    await form.getByText('Delivery innings 1, 0.1 corrected: points recomputed.').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Match score' }).textContent()).not.toBe(before);
    const audit = await apiGet<{ kind: string; details: Record<string, unknown> }[]>('/api/admin/audit?kind=delivery.corrected', await apiToken(admin().email, admin().password));
    expect(audit.some((event) => event.details.matchId === match.matchId)).toBe(true);
    await checkAtBothWidths(page, 'scored by hand, a ball corrected', 'scoring-manual');

    await page.getByRole('button', { name: 'Hand back to the feed' }).click();
    await page.getByText('The feed scores this match again.').waitFor();
    await page.getByRole('region', { name: /Scored by its feed/ }).waitFor();
    expect((await apiGet<{ scorer: string }>(`/api/matches/${match.matchId}`, await apiToken(admin().email, admin().password))).scorer).toBe('FEED');
  }, JOURNEY_MS);
});

describe('contest templates', () => {
  it('an admin makes a template of two contests, applies it to a match, renames it and deletes it', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const match = await upcomingMatch(tag);
    const page = await adminPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: /Contest Templates/ }).click();
    await page.waitForURL('**/admin/contest-templates');
    const form = page.getByRole('form', { name: 'New template' });
    await form.waitFor();
    await checkAtBothWidths(page, 'contest templates, the form empty', 'templates-empty');

    await form.getByLabel('Template name').fill(`Match day ${tag}`);
    const first = form.getByRole('group', { name: /^Contest 1/ });
    await first.getByLabel('Contest name').fill(`Mega ${tag}`);
    await first.getByLabel('Entry fee (₹)').fill('49');
    await first.getByLabel('Prize pool (₹)').fill('1000');
    await first.getByLabel('Spots').fill('100');
    await first.getByLabel('Max teams per user').fill('6');
    await form.getByRole('button', { name: '+ Add a contest' }).click();
    const second = form.getByRole('group', { name: /^Contest 2/ });
    await second.getByLabel('Contest name').fill(`Duel ${tag}`);
    await second.getByLabel('Entry fee (₹)').fill('10');
    await second.getByLabel('Prize pool (₹)').fill('18');
    await second.getByLabel('Spots').fill('2');
    await checkAtBothWidths(page, 'a template of two contests being made', 'templates-form');
    await form.getByRole('button', { name: 'Create template' }).click();
    await page.getByText(`Template Match day ${tag} created.`).waitFor();
    const listed = page.getByRole('listitem', { name: `Match day ${tag}` });
    await listed.waitFor();
    expect(await listed.textContent()).toContain(`Mega ${tag}`);
    expect(await listed.textContent()).toContain('up to 6 teams a user');

    // Applied to the match: its two contests are made on it.
    const apply = page.getByRole('form', { name: 'Apply templates to a match' });
    await apply.getByLabel('Match', { exact: true }).selectOption(String(match.id));
    await apply.getByRole('group', { name: 'Templates' }).getByRole('checkbox', { name: `Match day ${tag}` }).check();
    await apply.getByRole('button', { name: 'Make the contests' }).click();
    await apply.getByText('2 contests made:').waitFor();
    await checkAtBothWidths(page, 'a template applied', 'templates-applied');
    const made = await apiGet<{ name: string; entryFee: number; spots: number; maxTeamsPerUser: number }[]>(`/api/contests?matchId=${match.id}`, await apiToken(admin().email, admin().password));
    expect(made.map((contest) => contest.name).sort()).toEqual([`Duel ${tag}`, `Mega ${tag}`]);
    expect(made.find((contest) => contest.name === `Mega ${tag}`)).toMatchObject({ entryFee: 49, spots: 100, maxTeamsPerUser: 6 });

    // Renamed, then deleted after the app's own question.
    await listed.getByRole('button', { name: `Edit Match day ${tag}` }).click();
    const editing = page.getByRole('form', { name: `Edit template Match day ${tag}` });
    await editing.getByLabel('Template name').fill(`Big day ${tag}`);
    await editing.getByRole('button', { name: 'Save template' }).click();
    const renamed = page.getByRole('listitem', { name: `Big day ${tag}` });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: `Delete Big day ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Big day ${tag}?` });
    await dialog.waitFor();
    await checkAtBothWidths(page, 'deleting a template', 'templates-delete');
    await dialog.getByRole('button', { name: 'Delete the template' }).click();
    await expect.poll(() => renamed.count()).toBe(0);
    // The contests it made stay.
    expect(await apiGet<unknown[]>(`/api/contests?matchId=${match.id}`, await apiToken(admin().email, admin().password))).toHaveLength(2);
  }, JOURNEY_MS);
});

describe('Manage Contests', () => {
  it('opens on the unfinished contests and shows several statuses at once', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const upcoming = await upcomingMatch(tag);
    await contestOf(upcoming.id, `Open ${tag}`);
    const finished = await upcomingMatch(`${tag}f`, 4);
    await contestOf(finished.id, `Done ${tag}`);
    await playMatch(finished.id);

    const page = await adminPage();
    await page.goto('/admin/contests');
    const open = page.getByRole('listitem', { name: `Open ${tag}` });
    const done = page.getByRole('listitem', { name: `Done ${tag}` });
    const statuses = page.getByRole('group', { name: 'Status' });
    await statuses.waitFor();
    expect(await statuses.getByRole('checkbox', { name: 'UPCOMING' }).isChecked()).toBe(true);
    expect(await statuses.getByRole('checkbox', { name: 'LIVE' }).isChecked()).toBe(true);
    expect(await statuses.getByRole('checkbox', { name: 'COMPLETED' }).isChecked()).toBe(false);
    // Only this match's contests, so the page holds what this test made whatever else the server has.
    await page.getByLabel('Show contests of').selectOption(String(upcoming.id));
    await open.waitFor();
    await checkAtBothWidths(page, 'Manage Contests, the unfinished contests', 'manage-contests');

    await page.getByLabel('Show contests of').selectOption(String(finished.id));
    await page.getByText('No contests on this match.').waitFor();
    await statuses.getByRole('checkbox', { name: 'COMPLETED' }).check();
    await page.waitForURL(/status=UPCOMING%2CLIVE%2CCOMPLETED|status=UPCOMING,LIVE,COMPLETED/);
    await done.waitFor();
    expect(await done.getByText('COMPLETED').isVisible()).toBe(true);
    await statuses.getByRole('checkbox', { name: 'UPCOMING' }).uncheck();
    await statuses.getByRole('checkbox', { name: 'LIVE' }).uncheck();
    await page.getByLabel('Show contests of').selectOption(String(upcoming.id));
    await page.getByText('No contests on this match.').waitFor();
    expect(await open.count()).toBe(0);
    await checkAtBothWidths(page, 'Manage Contests, completed contests only', 'manage-contests-completed');
  }, JOURNEY_MS);
});

describe('the dashboard', () => {
  it('an admin reads the 30 days as charts and tables, today’s contests by how full they are, and the live matches', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    // A contest on a match starting later today (the dashboard's days are India's), and a match being played.
    const now = Date.now();
    const IST = 5.5 * 3600_000;
    const endOfIndianDay = Math.floor((now + IST) / 86_400_000 + 1) * 86_400_000 - IST;
    const later = new Date(now + Math.min(10 * 60_000, (endOfIndianDay - now) / 2)).toISOString();
    const token = await apiToken(admin().email, admin().password);
    const today = await apiPost('/api/matches', token, { teamA: `Goa ${tag}`, teamB: `Kochi ${tag}`, startTime: later, matchType: 'T20' });
    await contestOf(today.id, `Tonight ${tag}`, { spots: 4 });
    const live = await upcomingMatch(`${tag}l`);
    await moveMatch(live.id, 'start');

    const page = await adminPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: /^Dashboard/ }).click();
    await page.waitForURL('**/admin/dashboard');
    const figures = page.getByRole('figure');
    await expect.poll(() => figures.count()).toBe(6);
    for (const title of ['New users', 'Deposits', 'Entries', 'Entry fees', 'Prizes', 'Platform share']) {
      expect(await page.getByRole('figure', { name: title }).getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^${title} per day, `));
    }
    // Every day of the 30 in the table of a chart.
    const users = page.getByRole('figure', { name: 'New users' });
    await users.getByText('New users: every day').click();
    expect(await users.getByRole('row').count()).toBe(31);

    const fill = page.getByRole('region', { name: 'Today’s contests' }).getByRole('listitem').filter({ hasText: `Tonight ${tag}` });
    expect(await fill.textContent()).toContain('0 of 4 spots (0%)');
    const playing = page.getByRole('region', { name: 'Live matches' }).getByRole('listitem').filter({ hasText: live.title });
    expect(await playing.textContent()).toContain('Scored by its feed');
    expect(await playing.getByRole('link', { name: `Scoring: ${live.title}` }).getAttribute('href')).toBe(`/admin/matches/${live.id}/scoring`);
    await checkAtBothWidths(page, 'the dashboard, a table open', 'dashboard');
  }, JOURNEY_MS);
});
