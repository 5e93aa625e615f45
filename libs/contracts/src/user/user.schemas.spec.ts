import type { ZodTypeAny } from 'zod';
import { changePasswordRequestSchema, dataChangeRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from './user.schemas';

/** The messages zod reports for `input`, keyed by the dotted path ('' for the root). */
const issuesOf = (schema: ZodTypeAny, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const expectRefused = (schema: ZodTypeAny, input: unknown, path: string, message: string) => {
  expect(schema.safeParse(input).success).toBe(false);
  expect(issuesOf(schema, input)).toContainEqual({ path, message });
};

const validRegistration = {
  username: 'mario',
  password: 'password123',
  companyName: 'Rossi Costruzioni S.r.l.',
  vatNumber: '12345678901',
  legalRepName: 'Mario Rossi',
  phone: '3331234567',
  email: 'mario@example.it',
  isCedente: true,
  isCessionario: false,
  businessDocument: { originalName: 'visura.pdf', filename: 'visura-123.pdf' },
};

const register = (overrides: Record<string, unknown>) => ({ ...validRegistration, ...overrides });

describe('registerRequestSchema (spec 5 "User registration")', () => {
  it('a valid payload passes', () => {
    expect(registerRequestSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('a valid payload is normalised (trimmed, email lower-cased)', () => {
    const parsed = registerRequestSchema.parse(register({ username: '  mario ', email: ' Mario@Example.IT ' }));
    expect(parsed).toMatchObject({ username: 'mario', email: 'mario@example.it' });
  });

  it('a buyer-only registration (isCessionario) passes', () => {
    expect(registerRequestSchema.safeParse(register({ isCedente: false, isCessionario: true })).success).toBe(true);
  });

  it("username: at least 3 characters: 'Il nome utente deve essere di almeno 3 caratteri'", () => {
    expectRefused(registerRequestSchema, register({ username: 'ab' }), 'username', 'Il nome utente deve essere di almeno 3 caratteri');
  });

  it.each(['аdmin', 'ad\u200Bmin', 'mario rossi'])(
    "username %j outside the safe set (web form and API alike): 'Il nome utente può contenere solo lettere, numeri e i caratteri . _ -'",
    (username) => {
      expectRefused(registerRequestSchema, register({ username }), 'username', 'Il nome utente può contenere solo lettere, numeri e i caratteri . _ -');
    },
  );

  it('username of exactly 3 characters passes', () => {
    expect(registerRequestSchema.safeParse(register({ username: 'abc' })).success).toBe(true);
  });

  it("username: blanks do not count towards the 3 characters: 'Il nome utente deve essere di almeno 3 caratteri'", () => {
    expectRefused(registerRequestSchema, register({ username: ' ab ' }), 'username', 'Il nome utente deve essere di almeno 3 caratteri');
  });

  it("password: at least 8 characters: 'La password deve essere di almeno 8 caratteri'", () => {
    expectRefused(registerRequestSchema, register({ password: '1234567' }), 'password', 'La password deve essere di almeno 8 caratteri');
  });

  it('password of exactly 8 characters passes', () => {
    expect(registerRequestSchema.safeParse(register({ password: '12345678' })).success).toBe(true);
  });

  it("companyName: required: 'La ragione sociale è obbligatoria'", () => {
    expectRefused(registerRequestSchema, register({ companyName: '' }), 'companyName', 'La ragione sociale è obbligatoria');
  });

  it("companyName: blank only: 'La ragione sociale è obbligatoria'", () => {
    expectRefused(registerRequestSchema, register({ companyName: '   ' }), 'companyName', 'La ragione sociale è obbligatoria');
  });

  it.each([
    ['letters', '1234567890A'],
    ['10 digits', '1234567890'],
    ['12 digits', '123456789012'],
    ['empty', ''],
    ['IT prefix', 'IT12345678901'],
  ])("vatNumber: exactly 11 digits (%s): 'La partita IVA deve essere di 11 cifre'", (_case, vatNumber) => {
    expectRefused(registerRequestSchema, register({ vatNumber }), 'vatNumber', 'La partita IVA deve essere di 11 cifre');
  });

  it("legalRepName: required: 'Il nome del rappresentante legale è obbligatorio'", () => {
    expectRefused(registerRequestSchema, register({ legalRepName: '' }), 'legalRepName', 'Il nome del rappresentante legale è obbligatorio');
  });

  it.each([
    ['9 digits', '333123456'],
    ['11 digits', '33312345678'],
    ['letters', '333123456a'],
    ['with spaces', '333 123 4567'],
    ['international prefix', '+393331234567'],
  ])("phone: exactly 10 digits (%s): 'Il numero di telefono deve essere di 10 cifre'", (_case, phone) => {
    expectRefused(registerRequestSchema, register({ phone }), 'phone', 'Il numero di telefono deve essere di 10 cifre');
  });

  it.each([
    ['no @', 'mario.example.it'],
    ['no domain', 'mario@'],
    ['empty', ''],
  ])('email: valid e-mail (%s): "L\'email non è valida"', (_case, email) => {
    expectRefused(registerRequestSchema, register({ email }), 'email', "L'email non è valida");
  });

  it("isCedente, isCessionario: at least one true: 'Devi selezionare almeno un ruolo tra Cedente e Cessionario'", () => {
    expectRefused(
      registerRequestSchema,
      register({ isCedente: false, isCessionario: false }),
      'isCedente',
      'Devi selezionare almeno un ruolo tra Cedente e Cessionario',
    );
  });

  it("isCedente, isCessionario missing: 'Devi selezionare almeno un ruolo tra Cedente e Cessionario'", () => {
    const { isCedente: _c, isCessionario: _b, ...withoutRoles } = validRegistration;
    expectRefused(registerRequestSchema, withoutRoles, 'isCedente', 'Devi selezionare almeno un ruolo tra Cedente e Cessionario');
    expectRefused(registerRequestSchema, withoutRoles, 'isCessionario', 'Devi selezionare almeno un ruolo tra Cedente e Cessionario');
  });

  it("businessDocument: required (missing): 'La visura aziendale è obbligatoria'", () => {
    const { businessDocument: _d, ...withoutDocument } = validRegistration;
    expectRefused(registerRequestSchema, withoutDocument, 'businessDocument', 'La visura aziendale è obbligatoria');
  });

  it("businessDocument: required (null): 'La visura aziendale è obbligatoria'", () => {
    expectRefused(registerRequestSchema, register({ businessDocument: null }), 'businessDocument', 'La visura aziendale è obbligatoria');
  });

  it('businessDocument: requires originalName and filename', () => {
    expect(registerRequestSchema.safeParse(register({ businessDocument: { originalName: 'visura.pdf' } })).success).toBe(false);
    expect(registerRequestSchema.safeParse(register({ businessDocument: { originalName: '', filename: 'x.pdf' } })).success).toBe(false);
  });

  it('wrong type: a number for username is refused', () => {
    expectRefused(registerRequestSchema, register({ username: 12345 }), 'username', 'Il nome utente deve essere di almeno 3 caratteri');
  });

  it('wrong type: a string for isCedente is refused', () => {
    expectRefused(registerRequestSchema, register({ isCedente: 'true' }), 'isCedente', 'Devi selezionare almeno un ruolo tra Cedente e Cessionario');
  });

  it('wrong type: a number for vatNumber is refused', () => {
    expectRefused(registerRequestSchema, register({ vatNumber: 12345678901 }), 'vatNumber', 'La partita IVA deve essere di 11 cifre');
  });
});

describe('changePasswordRequestSchema (spec 5 "Change password")', () => {
  const valid = { currentPassword: 'vecchia-password', newPassword: 'nuovaPassword1!', confirmPassword: 'nuovaPassword1!' };

  it('a valid payload passes', () => {
    expect(changePasswordRequestSchema.safeParse(valid).success).toBe(true);
  });

  it("current password required: 'La password attuale è obbligatoria'", () => {
    expectRefused(changePasswordRequestSchema, { ...valid, currentPassword: '' }, 'currentPassword', 'La password attuale è obbligatoria');
  });

  it("current password missing: 'La password attuale è obbligatoria'", () => {
    const { currentPassword: _c, ...rest } = valid;
    expectRefused(changePasswordRequestSchema, rest, 'currentPassword', 'La password attuale è obbligatoria');
  });

  it("new password at least 8 characters: 'La nuova password deve essere di almeno 8 caratteri'", () => {
    expectRefused(
      changePasswordRequestSchema,
      { ...valid, newPassword: '1234567', confirmPassword: '1234567' },
      'newPassword',
      'La nuova password deve essere di almeno 8 caratteri',
    );
  });

  it("confirmation required: 'Conferma la nuova password'", () => {
    expectRefused(changePasswordRequestSchema, { ...valid, confirmPassword: '' }, 'confirmPassword', 'Conferma la nuova password');
  });

  it("new and confirmation must match: 'Le nuove password non coincidono'", () => {
    expectRefused(changePasswordRequestSchema, { ...valid, confirmPassword: 'altraPassword1!' }, 'confirmPassword', 'Le nuove password non coincidono');
  });
});

describe('resetPasswordRequestSchema (spec 5 "Reset password")', () => {
  it('a valid email passes', () => {
    expect(resetPasswordRequestSchema.safeParse({ email: 'mario@example.it' }).success).toBe(true);
  });

  it.each([
    ['no @', 'mario.example.it'],
    ['empty', ''],
    ['not a string', 42],
  ])("email must be valid (%s): 'Inserisci un indirizzo email valido'", (_case, email) => {
    expectRefused(resetPasswordRequestSchema, { email }, 'email', 'Inserisci un indirizzo email valido');
  });

  it("email missing: 'Inserisci un indirizzo email valido'", () => {
    expectRefused(resetPasswordRequestSchema, {}, 'email', 'Inserisci un indirizzo email valido');
  });
});

describe('dataChangeRequestSchema (spec 5 "Data-change request")', () => {
  const valid = { fieldsToChange: { phone: '3339999999', email: 'nuova@example.it' }, reason: 'Cambio numero aziendale' };

  it('a valid payload passes', () => {
    expect(dataChangeRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('every choosable field (companyName, vatNumber, legalRepName, phone, email, role) passes', () => {
    const fieldsToChange = {
      companyName: 'Rossi S.p.A.',
      vatNumber: '10987654321',
      legalRepName: 'Luigi Rossi',
      phone: '3339999999',
      email: 'nuova@example.it',
      role: 'Cessionario',
    };
    expect(dataChangeRequestSchema.safeParse({ ...valid, fieldsToChange }).success).toBe(true);
  });

  it("each new value non-empty: 'Valore obbligatorio'", () => {
    expectRefused(dataChangeRequestSchema, { ...valid, fieldsToChange: { phone: '' } }, 'fieldsToChange.phone', 'Valore obbligatorio');
  });

  it("a blank (whitespace only) new value: 'Valore obbligatorio'", () => {
    expectRefused(dataChangeRequestSchema, { ...valid, fieldsToChange: { email: '   ' } }, 'fieldsToChange.email', 'Valore obbligatorio');
  });

  it("reason required: 'La motivazione è obbligatoria'", () => {
    expectRefused(dataChangeRequestSchema, { ...valid, reason: '' }, 'reason', 'La motivazione è obbligatoria');
  });

  it("reason blank or missing: 'La motivazione è obbligatoria'", () => {
    expectRefused(dataChangeRequestSchema, { ...valid, reason: '   ' }, 'reason', 'La motivazione è obbligatoria');
    expectRefused(dataChangeRequestSchema, { fieldsToChange: valid.fieldsToChange }, 'reason', 'La motivazione è obbligatoria');
  });

  it("at least one field: 'Seleziona almeno un campo da modificare'", () => {
    expectRefused(dataChangeRequestSchema, { ...valid, fieldsToChange: {} }, 'fieldsToChange', 'Seleziona almeno un campo da modificare');
  });

  it('a field outside the choosable ones (e.g. username) is refused', () => {
    const result = dataChangeRequestSchema.safeParse({ ...valid, fieldsToChange: { username: 'luigi' } });
    expect(result.success).toBe(false);
    expect(issuesOf(dataChangeRequestSchema, { ...valid, fieldsToChange: { username: 'luigi' } }).map((i) => i.path)).toContain('fieldsToChange.username');
  });

  it('an unknown field next to a valid one is still refused', () => {
    expect(dataChangeRequestSchema.safeParse({ ...valid, fieldsToChange: { phone: '3339999999', isAdmin: 'true' } }).success).toBe(false);
  });
});
