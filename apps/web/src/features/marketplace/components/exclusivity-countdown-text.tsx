import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { exclusivityCountdown } from '../exclusivity-countdown';

/** The countdown of spec 2, redrawn every minute. */
export function ExclusivityCountdown({ end }: { end: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const text = exclusivityCountdown(end, now);
  return <Tag color={text === 'Scaduto' || text === 'Data non valida' ? 'default' : 'gold'}>{text}</Tag>;
}
