import type { WaitingNegotiationsResponse } from '@pratiche/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { useWaitingNegotiations } from '../api/waiting-negotiations';
import { coveredRateText } from '../negotiation-view';

const whatText: Readonly<Record<WaitingNegotiationsResponse[number]['what'], string>> = {
  offer: 'Offerta da valutare',
  closing: 'Passaggio della chiusura da completare',
};

/**
 * The dashboard's 'Trattative in attesa di te' (issue 29): the reader's negotiations where it is
 * its turn, each linking to the practice. Nothing at all when none waits (or the list cannot load:
 * the dashboard's other cards matter more). Plain elements, no antd: a component of a shared
 * antd chunk used here and not by the panel would split that chunk, and every route budget
 * (bench/web-bundle.ts) would pay for it.
 */
export function WaitingNegotiationsCard() {
  const waiting = useWaitingNegotiations();
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <section aria-labelledby="waiting-negotiations-title" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, background: '#fff' }}>
      <h2 id="waiting-negotiations-title" style={{ fontSize: 16, fontWeight: 600, margin: '0 0 12px' }}>
        Trattative in attesa di te
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {waiting.data.map((item) => (
          <li key={`${item.what}-${item.offerId}`}>
            <Link to={`/practice/${item.practiceId}`}>
              Pratica #{item.practiceId}: {whatText[item.what]}
            </Link>
            <br />
            <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
              {formatEuro(item.amount)} · {coveredRateText(item.rate)} · dal {formatDateTime(item.since)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
