import { apiMessages, apiRoutes, businessDocumentMessages, type RegisterRequest } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { readEvents, registerUser, uniqueRegistration, uploadVisura } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/register (spec 2 /auth "Registrati", spec 5 "User registration")', () => {
  const t = useTestApp();

  /** A complete, valid body with its own fresh visura, then `overrides`. */
  const validBody = async (overrides: Record<string, unknown> = {}) => {
    const visura = await uploadVisura(t);
    return { ...uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }), ...overrides };
  };

  const expectRefused = async (body: object, status: number, message: string) => {
    const res = await t.request().post(apiRoutes.register).send(body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: message, message, requestId: expect.any(String) });
  };

  describe('each rule of the registration table answers 400 with its Italian message', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['username at least 3 characters', { username: 'ab' }, 'Il nome utente deve essere di almeno 3 caratteri'],
      ['password at least 8 characters', { password: '1234567' }, 'La password deve essere di almeno 8 caratteri'],
      ['companyName required', { companyName: '' }, 'La ragione sociale è obbligatoria'],
      ['vatNumber exactly 11 digits', { vatNumber: '1234567890' }, 'La partita IVA deve essere di 11 cifre'],
      ['legalRepName required', { legalRepName: ' ' }, 'Il nome del rappresentante legale è obbligatorio'],
      ['phone exactly 10 digits', { phone: '333123456' }, 'Il numero di telefono deve essere di 10 cifre'],
      ['email valid', { email: 'mario.example.it' }, "L'email non è valida"],
      ['at least one role', { isCedente: false, isCessionario: false }, 'Devi selezionare almeno un ruolo tra Cedente e Cessionario'],
      ['businessDocument required', { businessDocument: null }, 'La visura aziendale è obbligatoria'],
    ])('%s', async (_rule, overrides, message) => {
      await expectRefused(await validBody(overrides), 400, message);
    });

    it("a common password, in any case, is refused: 'Password troppo comune: scegline un'altra'", async () => {
      await expectRefused(await validBody({ password: 'Password1' }), 400, "Password troppo comune: scegline un'altra");
    });

    it('wrong JSON types (username: 123) answer 400 with an Italian message', async () => {
      await expectRefused(await validBody({ username: 123 }), 400, 'Il nome utente deve essere di almeno 3 caratteri');
    });

    it('an empty body answers the first rule, in Italian', async () => {
      await expectRefused({}, 400, 'Il nome utente deve essere di almeno 3 caratteri');
    });
  });

  describe('a successful registration', () => {
    it('answers the user (201), pending, with walletBalance 0 and the visura', async () => {
      const body = await validBody();
      const res = await t.agent().post(apiRoutes.register).send(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username: body.username,
        companyName: body.companyName,
        vatNumber: body.vatNumber,
        email: body.email,
        isCedente: true,
        isCessionario: false,
        isAdmin: false,
        status: 'pending',
        walletBalance: 0,
        businessDocument: body.businessDocument,
      });
      expect(res.body).not.toHaveProperty('password');
      expect(typeof res.body.id).toBe('number');
    });

    it('signs the person in: GET /api/user answers the new user with the cookie', async () => {
      const { agent, user } = await registerUser(t);
      const me = await agent.get(apiRoutes.user);
      expect(me.status).toBe(200);
      expect(me.body).toEqual(user);
    });

    it('users get consecutive numeric ids from a sequence', async () => {
      const first = await registerUser(t);
      const second = await registerUser(t);
      expect(second.user.id).toBeGreaterThan(first.user.id);
    });

    it('the password never reaches the log; the store keeps an argon2id hash (its production cost: secret-hashing.spec)', async () => {
      const { user, password } = await registerUser(t);
      const events = await readEvents(t, `user-${user.id}`);
      expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
      expect(JSON.stringify(events)).not.toContain(password);
      const { rows } = await t.database.query<{ password_hash: string }>('SELECT password_hash FROM user_credentials WHERE user_id = $1', [user.id]);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    });

    it('the document name is the one recorded at upload, not the one the client sends back', async () => {
      const visura = await uploadVisura(t, t.agent(), undefined, 'Visura Camerale.pdf');
      const body = uniqueRegistration({ businessDocument: { originalName: 'altro-nome.exe', filename: visura.filename } });
      const res = await t.request().post(apiRoutes.register).send(body);
      expect(res.body.businessDocument).toEqual({ originalName: 'Visura Camerale.pdf', filename: visura.filename });
    });
  });

  describe('username, VAT number and e-mail are unique (409)', () => {
    it.each<[string, (taken: RegisterRequest) => Partial<RegisterRequest>, string]>([
      ['the same username', (taken) => ({ username: taken.username }), 'Nome utente già registrato'],
      ['the same username in another case', (taken) => ({ username: taken.username.toUpperCase() }), 'Nome utente già registrato'],
      ['the same VAT number', (taken) => ({ vatNumber: taken.vatNumber }), 'Partita IVA già registrata'],
      ['the same e-mail', (taken) => ({ email: taken.email }), 'Email già registrata'],
      ['the same e-mail in another case', (taken) => ({ email: taken.email.toUpperCase() }), 'Email già registrata'],
    ])('%s is refused', async (_case, clash, message) => {
      const { body: taken } = await registerUser(t);
      await expectRefused(await validBody(clash(taken)), 409, message);
    });

    it('a refused registration leaves no trace: its visura stays free for a corrected attempt', async () => {
      const { body: taken } = await registerUser(t);
      const body = await validBody({ vatNumber: taken.vatNumber });
      await expectRefused(body, 409, 'Partita IVA già registrata');
      const retry = await t
        .request()
        .post(apiRoutes.register)
        .send({ ...body, vatNumber: uniqueRegistration().vatNumber });
      expect(retry.status).toBe(201);
    });

    it('simultaneous registrations with the same VAT number: exactly one succeeds', async () => {
      const vatNumber = uniqueRegistration().vatNumber;
      const bodies = await Promise.all([1, 2, 3, 4].map(() => validBody({ vatNumber })));
      const answers = await Promise.all(bodies.map((body) => t.request().post(apiRoutes.register).send(body)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe('Partita IVA già registrata');
      const { rows } = await t.database.query('SELECT id FROM users_view WHERE vat_number = $1', [vatNumber]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('the visura must be an unclaimed anonymous upload', () => {
    it('a file name that was never uploaded is refused', async () => {
      const body = uniqueRegistration({ businessDocument: { originalName: 'visura.pdf', filename: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf' } });
      await expectRefused(body, 400, businessDocumentMessages.notAvailable);
    });

    it('a visura already used by another registration is refused', async () => {
      const { body: first } = await registerUser(t);
      await expectRefused(uniqueRegistration({ businessDocument: first.businessDocument }), 400, businessDocumentMessages.notAvailable);
    });

    it('two simultaneous registrations with one visura: exactly one succeeds', async () => {
      const visura = await uploadVisura(t);
      const document = { originalName: visura.originalName, filename: visura.filename };
      const answers = await Promise.all(
        [1, 2].map(() =>
          t
            .request()
            .post(apiRoutes.register)
            .send(uniqueRegistration({ businessDocument: document })),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    });
  });
});

describe('registration cannot starve sign-in (issue 10 point 7)', () => {
  const t = useTestApp({ rateLimits: { registration: defaultRateLimits.registration }, config: { trustProxy: ['loopback'] } });
  afterEach(() => jest.restoreAllMocks());

  const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');

  it('a duplicate username is refused with 409 before the password is hashed', async () => {
    const { body } = await registerUser(t);
    const visura = await uploadVisura(t);
    const hash = jest.spyOn(argon2, 'hash');
    const duplicate = uniqueRegistration({ username: body.username, businessDocument: { originalName: visura.originalName, filename: visura.filename } });
    const res = await t.request().post(apiRoutes.register).send(duplicate);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Nome utente già registrato');
    expect(hash).not.toHaveBeenCalled();
  });

  it('registration is limited per IP: past 10 sign-ups an hour from one address the answer is 429', async () => {
    const signUp = () => t.request().post(apiRoutes.register).set('X-Forwarded-For', '192.0.2.10').send({});
    for (let i = 0; i < defaultRateLimits.registration.points; i++) expect((await signUp()).status).toBe(400);
    const res = await signUp();
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(apiMessages.tooManyRequests);
  });
});
