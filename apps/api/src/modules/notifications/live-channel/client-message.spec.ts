import { readClientMessage } from './client-message';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('readClientMessage: what a /ws client said', () => {
  it('reads an auth claim, leaving the id for the caller to check', () => {
    expect(readClientMessage(text('{"type":"auth","userId":7}'), false)).toEqual({ kind: 'auth', userId: 7 });
    expect(readClientMessage(text('{"type":"auth","userId":"7"}'), false)).toEqual({ kind: 'auth', userId: '7' });
  });

  it('passes over well-formed messages of other types (newer clients)', () => {
    expect(readClientMessage(text('{"type":"ping"}'), false)).toEqual({ kind: 'other' });
  });

  it('reports, never throws on, invalid JSON, non-objects and binary frames', () => {
    expect(readClientMessage(text('{not json'), false)).toEqual({ kind: 'malformed', reason: 'invalid JSON' });
    expect(readClientMessage(text('null'), false)).toEqual({ kind: 'malformed', reason: 'not an object' });
    expect(readClientMessage(text('{"type":"auth"}'), true)).toEqual({ kind: 'malformed', reason: 'binary frame' });
  });

  it('joins a message delivered in fragments', () => {
    expect(readClientMessage([text('{"type":"au'), text('th","userId":1}')], false)).toEqual({ kind: 'auth', userId: 1 });
  });
});
