import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { exclusivityCountdown } from '../exclusivity-countdown';

/**
 * The countdown of spec 2, redrawn every minute. Issue 29: while a closing is open the
 * exclusivity has no end (the practice stays in_trattativa with no end date).
 */
export function ExclusivityCountdown({ end, saleStatus }: { end: string | null; saleStatus?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (end === null && saleStatus === 'in_trattativa') return <Tag color="gold">In chiusura, senza scadenza</Tag>;
  const text = exclusivityCountdown(end, now);
  return <Tag color={text === 'Scaduto' || text === 'Data non valida' ? 'default' : 'gold'}>{text}</Tag>;
}
