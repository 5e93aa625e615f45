describe('the user texts (user.messages.ts)', () => {
  it('load without zod, so the sign-in page shows them without building the schemas', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('user.messages.ts loaded zod');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { userValidationMessages, authFailureMessages } = require('./user.messages') as typeof import('./user.messages');
      expect(userValidationMessages.required).toBe('Questo campo è obbligatorio');
      expect(authFailureMessages.PASSWORD_WRONG).toContain('Password non corretta');
    });
    jest.dontMock('zod');
  });

  it('are the ones the schemas module exports (the API and the forms keep one source)', async () => {
    const schemas = await import('./user.schemas');
    const messages = await import('./user.messages');
    expect(schemas.userValidationMessages).toBe(messages.userValidationMessages);
    expect(schemas.authFailureHeader).toBe(messages.authFailureHeader);
  });
});
