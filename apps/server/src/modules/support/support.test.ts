import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, type TestAccount } from '../../../test/factories.ts';
import { connectStomp, openRawStomp } from '../../../test/stomp-client.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let asha: TestAccount;
let ravi: TestAccount;
const clock = new TestClock();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

beforeAll(async () => {
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  asha = await registerUser(server, { name: 'Asha Rao' });
  ravi = await registerUser(server, { name: 'Ravi Kumar' });
});
afterAll(() => server?.close());

const start = (user: TestAccount, body: unknown) => server.api.post('/api/support/conversations', body, { token: user.token });

/** Sends images as the chat's form does: multipart/form-data, files in `files`, a caption in `text`. */
async function upload(user: TestAccount, conversationId: number, files: { bytes: Buffer; name: string; type: string }[], text?: string) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  if (text !== undefined) form.append('text', text);
  const response = await fetch(`${server.url}/api/support/conversations/${conversationId}/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('a player and support talk', () => {
  it('opens a conversation, keeps it from others, and follows the replies through its states', async () => {
    const opened = await start(asha, { subject: 'My deposit is missing', message: 'I paid ₹200 an hour ago.' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      subject: 'My deposit is missing',
      state: 'OPEN',
      playerName: 'Asha Rao',
      assignee: null,
      about: null,
      unread: 0,
      messages: [{ author: 'PLAYER', authorName: 'Asha Rao', text: 'I paid ₹200 an hour ago.', attachments: [] }],
    });
    const id = opened.body.id;

    // Someone else's conversation does not exist for them.
    expect((await server.api.get(`/api/support/conversations/${id}`, { token: ravi.token })).status).toBe(404);
    expect((await server.api.post(`/api/support/conversations/${id}/messages`, { text: 'hi' }, { token: ravi.token })).status).toBe(404);
    expect((await server.api.get('/api/support/conversations', { token: ravi.token })).body).toEqual([]);

    // Support reads it (unread for support until then) and replies while Asha is away: an e-mail goes to her.
    const inbox = await server.api.get('/api/admin/support/conversations?state=OPEN', { token: admin.token });
    expect(inbox.body.find((row: { id: number }) => row.id === id)).toMatchObject({ unread: 1, unreadBySupport: 1, unreadByPlayer: 0 });
    expect((await server.api.get(`/api/support/conversations/${id}`, { token: admin.token })).body.unread).toBe(0);
    clock.advance(6 * 60_000);
    const reply = await server.api.post(`/api/support/conversations/${id}/messages`, { text: 'We found it: credited now.' }, { token: admin.token });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ author: 'SUPPORT', authorName: 'Ravi Admin', text: 'We found it: credited now.' });
    const mails = await server.app.services.mailer.list({ limit: 20 });
    expect(mails.filter((mail) => mail.toAddress === asha.email && mail.subject === 'Crease Support replied: My deposit is missing')).toHaveLength(1);
    // A second reply before she reads sends no second e-mail.
    await server.api.post(`/api/support/conversations/${id}/messages`, { text: 'Anything else?' }, { token: admin.token });
    expect((await server.app.services.mailer.list({ limit: 20 })).filter((mail) => mail.toAddress === asha.email && mail.subject.startsWith('Crease Support'))).toHaveLength(1);

    const mine = await server.api.get('/api/support/conversations', { token: asha.token });
    expect(mine.body).toMatchObject([{ id, state: 'WAITING_ON_PLAYER', unread: 2 }]);
    const read = await server.api.get(`/api/support/conversations/${id}`, { token: asha.token });
    expect(read.body.messages.map((message: { author: string }) => message.author)).toEqual(['PLAYER', 'SUPPORT', 'SUPPORT']);
    expect((await server.api.get('/api/support/conversations', { token: asha.token })).body[0].unread).toBe(0);

    // Close, then the player writes again: it is open.
    expect((await server.api.post(`/api/admin/support/conversations/${id}/close`, {}, { token: admin.token })).body).toMatchObject({ state: 'CLOSED' });
    expect((await server.api.post(`/api/admin/support/conversations/${id}/close`, {}, { token: admin.token })).status).toBe(409);
    await server.api.post(`/api/support/conversations/${id}/messages`, { text: 'One more thing.' }, { token: asha.token });
    expect((await server.api.get(`/api/support/conversations/${id}`, { token: asha.token })).body).toMatchObject({ state: 'OPEN', closedAt: null });

    const audit = await server.api.get(`/api/admin/audit?userId=${asha.id}`, { token: admin.token });
    expect(audit.body.map((event: { kind: string }) => event.kind)).toEqual(['support.closed', 'support.replied', 'support.replied', 'sign_in.new_device']);
    expect(audit.body[1]).toMatchObject({ actorId: admin.id, details: { conversationId: id, before: 'WAITING_ON_PLAYER', after: 'WAITING_ON_PLAYER' } });
  });

  it('checks what a conversation is about, and every field, after sign-in', async () => {
    expect((await server.api.post('/api/support/conversations', { subject: '' })).status).toBe(401);
    expect((await server.api.get('/api/admin/support/conversations', { token: asha.token })).status).toBe(403);
    const bad = await start(asha, { subject: '', message: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('subject is required') } });
    const notHers = await start(asha, { subject: 'Refund', message: 'Where is it?', about: { kind: 'WITHDRAWAL', id: 999 } });
    expect(notHers).toMatchObject({ status: 400, body: { message: 'about.id: you have no withdrawal 999.' } });
    const noContest = await start(asha, { subject: 'Contest', message: 'Scores?', about: { kind: 'CONTEST', id: 424242 } });
    expect(noContest).toMatchObject({ status: 400, body: { message: 'about.id: there is no contest 424242.' } });
    const wrongKind = await start(asha, { subject: 'x', message: 'y', about: { kind: 'TEAM', id: 1 } });
    expect(wrongKind).toMatchObject({ status: 400, body: { message: expect.stringContaining('about.kind must be one of CONTEST, WITHDRAWAL, DEPOSIT') } });
  });
});

describe('images', () => {
  it('keeps PNG and JPEG checked by their bytes, within the limits, for the player and support only', async () => {
    const id = (await start(ravi, { subject: 'Screenshot', message: 'See the error.' })).body.id;
    const sent = await upload(ravi, id, [
      { bytes: PNG, name: 'error.png', type: 'image/png' },
      { bytes: JPEG, name: 'photo.jpeg', type: 'image/jpeg' },
    ], 'Two screenshots');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ author: 'PLAYER', text: 'Two screenshots', attachments: [{ contentType: 'image/png', bytes: PNG.length }, { contentType: 'image/jpeg' }] });

    const url = sent.body.attachments[0].url;
    const own = await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${ravi.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="crease-support-\d+\.png"$/);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${admin.token}` } })).status).toBe(200);
    expect((await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${asha.token}` } })).status).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);

    const disguised = await upload(ravi, id, [{ bytes: Buffer.from('<script>alert(1)</script>'), name: 'cute.png', type: 'image/png' }]);
    expect(disguised).toEqual({ status: 400, body: { message: 'files: image 1 is not a PNG or JPEG image.' } });
    const four = await upload(ravi, id, Array.from({ length: 4 }, () => ({ bytes: PNG, name: 'a.png', type: 'image/png' })));
    expect(four).toEqual({ status: 400, body: { message: 'files: at most 3 images a message.' } });
    const large = await upload(ravi, id, [{ bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), name: 'big.png', type: 'image/png' }]);
    expect(large).toEqual({ status: 413, body: { message: 'files: image 1 is larger than 2 MB.' } });
    const none = await server.api.post(`/api/support/conversations/${id}/attachments`, {}, { token: ravi.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^files: /);
    // Nothing refused was kept: the conversation still holds two images.
    const detail = await server.api.get(`/api/support/conversations/${id}`, { token: ravi.token });
    expect(detail.body.messages.flatMap((message: { attachments: unknown[] }) => message.attachments)).toHaveLength(2);
  });
});

describe('live', () => {
  it("sends support's replies to the player's queue only, and every new message to admins", async () => {
    const player = await registerUser(server, { name: 'Meera Iyer' });
    const other = await registerUser(server, { name: 'Kiran Das' });
    const id = (await start(player, { subject: 'Live', message: 'Hello?' })).body.id;
    const otherId = (await start(other, { subject: 'Mine', message: 'Hi' })).body.id;
    const playerLive = await connectStomp(server.url, player.token);
    const otherLive = await connectStomp(server.url, other.token);
    const adminLive = await connectStomp(server.url, admin.token);
    try {
      await playerLive.subscribe('/user/queue/support');
      await otherLive.subscribe('/user/queue/support');
      await adminLive.subscribe('/topic/admin/support');
      await server.api.post(`/api/support/conversations/${id}/messages`, { text: 'Yes, we are here.' }, { token: admin.token });
      await server.api.post(`/api/support/conversations/${otherId}/messages`, { text: 'For Kiran.' }, { token: admin.token });
      const [event] = await playerLive.waitFor('/user/queue/support', 1);
      expect(event).toMatchObject({ type: 'message', conversation: { id, state: 'WAITING_ON_PLAYER' }, message: { author: 'SUPPORT', text: 'Yes, we are here.' } });
      const [otherEvent] = await otherLive.waitFor('/user/queue/support', 1);
      expect(otherEvent).toMatchObject({ conversation: { id: otherId }, message: { text: 'For Kiran.' } });
      const adminEvents = await adminLive.waitFor('/topic/admin/support', 2);
      expect(adminEvents.map((each) => (each as { message: { text: string } }).message.text)).toEqual(['Yes, we are here.', 'For Kiran.']);
      expect(playerLive.messages.get('/user/queue/support')).toHaveLength(1);
    } finally {
      await Promise.all([playerLive.close(), otherLive.close(), adminLive.close()]);
    }

    // A player may not listen to the admins' inbox.
    const raw = await openRawStomp(server.url);
    raw.send(
      { command: 'CONNECT', headers: { 'accept-version': '1.2', Authorization: `Bearer ${player.token}` }, body: '' },
      { command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/admin/support' }, body: '' },
    );
    const frames = await raw.waitUntil((list) => list.some((frame) => frame.command === 'ERROR'));
    expect(frames.find((frame) => frame.command === 'ERROR')!.body).toBe('/topic/admin/support is for admins.');
  });
});

describe('the admins’ tools and limits', () => {
  it('assigns, filters, keeps canned replies and shows the player one click away', async () => {
    const player = await registerUser(server, { name: 'Dev Patel' });
    const id = (await start(player, { subject: 'KYC', message: 'PAN rejected?' })).body.id;
    expect(await server.api.post(`/api/admin/support/conversations/${id}/assign`, { adminId: player.id }, { token: admin.token })).toMatchObject({
      status: 400,
      body: { message: `adminId: there is no admin ${player.id}.` },
    });
    const assigned = await server.api.post(`/api/admin/support/conversations/${id}/assign`, { adminId: admin.id }, { token: admin.token });
    expect(assigned.body).toMatchObject({ assignee: { id: admin.id, name: 'Ravi Admin' } });
    const mine = await server.api.get(`/api/admin/support/conversations?assignee=${admin.id}`, { token: admin.token });
    expect(mine.body.map((row: { id: number }) => row.id)).toEqual([id]);
    const unassigned = await server.api.get('/api/admin/support/conversations?assignee=none&limit=1', { token: admin.token });
    expect(unassigned.body).toHaveLength(1);
    expect(unassigned.headers.get('link')).toMatch(/rel="next"/);

    const canned = await server.api.post('/api/admin/support/canned-replies', { title: 'KYC', text: 'Please upload a clear PAN.' }, { token: admin.token });
    expect(canned).toMatchObject({ status: 201, body: { title: 'KYC', text: 'Please upload a clear PAN.' } });
    expect((await server.api.get('/api/admin/support/canned-replies', { token: admin.token })).body).toEqual([canned.body]);
    expect((await server.api.delete(`/api/admin/support/canned-replies/${canned.body.id}`, { token: admin.token })).status).toBe(204);
    expect((await server.api.delete(`/api/admin/support/canned-replies/${canned.body.id}`, { token: admin.token })).status).toBe(404);

    const panel = await server.api.get(`/api/admin/support/conversations/${id}/player`, { token: admin.token });
    expect(panel.body).toMatchObject({
      account: { id: player.id, name: 'Dev Patel', emailVerified: false },
      wallet: { balance: 500, bonus: 500 },
      transactions: [{ type: 'BONUS', amount: 500 }],
      standing: { emailVerified: false },
      kyc: null,
    });
    expect(panel.body.audit.map((event: { kind: string }) => event.kind)).toEqual(['support.assigned', 'sign_in.new_device']);
  });

  it('limits a player to 10 messages a minute, saying when to send again', async () => {
    const player = await registerUser(server, { name: 'Quick Typist' });
    const id = (await start(player, { subject: 'Many', message: '1' })).body.id;
    for (let i = 2; i <= 10; i += 1) {
      expect((await server.api.post(`/api/support/conversations/${id}/messages`, { text: String(i) }, { token: player.token })).status).toBe(201);
    }
    const refused = await server.api.post(`/api/support/conversations/${id}/messages`, { text: '11' }, { token: player.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have sent 10 support messages in a minute, the most you may\. Send again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
