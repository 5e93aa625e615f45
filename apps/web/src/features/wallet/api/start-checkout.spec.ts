import { ApiError } from '../../../lib/api-client';
import { checkoutErrorText } from './start-checkout';

describe('spec 8 "Checkout" error toast', () => {
  it("carries the server's message", () => {
    expect(checkoutErrorText(new ApiError('Pacchetto di crediti non valido', 400))).toBe(
      'Si è verificato un errore durante la creazione del checkout: Pacchetto di crediti non valido',
    );
  });

  it("falls back to 'Errore nella creazione del checkout' when the server said nothing (network failure)", () => {
    expect(checkoutErrorText(new ApiError('', 0))).toBe('Errore nella creazione del checkout');
  });
});
