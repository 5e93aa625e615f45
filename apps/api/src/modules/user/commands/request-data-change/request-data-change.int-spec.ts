import { apiRoutes, userSuccessMessages } from '@pratiche/contracts';
import { readEvents, registerUser } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/user/request-change (spec 2 /profile "Richiesta Modifica Dati", spec 5 "Data-change request")', () => {
  const t = useTestApp();
  let signedIn: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    signedIn = await registerUser(t);
  });

  const send = (body: object) => signedIn.agent.post(apiRoutes.requestChange).send(body);

  it.each<[string, object, string]>([
    ['each new value non-empty', { fieldsToChange: { phone: ' ' }, reason: 'Nuovo numero' }, 'Valore obbligatorio'],
    ['reason required', { fieldsToChange: { phone: '3339999999' }, reason: '' }, 'La motivazione è obbligatoria'],
    ['at least one field', { fieldsToChange: {}, reason: 'Nuovo numero' }, 'Seleziona almeno un campo da modificare'],
    ['only the fields of the form', { fieldsToChange: { username: 'altro' }, reason: 'Nuovo nome' }, 'Campo non modificabile'],
  ])('%s: 400 with its message', async (_rule, body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, requestId: expect.any(String) });
  });

  it('a valid request appends DataChangeRequested with the fields and the reason', async () => {
    const body = { fieldsToChange: { companyName: 'Rossi S.p.A.', email: 'nuova@example.it' }, reason: 'Trasformazione societaria' };
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: userSuccessMessages.dataChangeRequested });
    const last = (await readEvents(t, `user-${signedIn.user.id}`)).at(-1);
    expect(last).toMatchObject({ type: 'DataChangeRequested', data: { userId: signedIn.user.id, ...body } });
  });

  it('the request changes nothing by itself: the profile stays as it was', async () => {
    const me = await signedIn.agent.get(apiRoutes.user);
    expect(me.body.companyName).toBe(signedIn.user.companyName);
  });

  it('signed out: 401', async () => {
    expect(
      (
        await t
          .request()
          .post(apiRoutes.requestChange)
          .send({ fieldsToChange: { phone: '3339999999' }, reason: 'x' })
      ).status,
    ).toBe(401);
  });
});
