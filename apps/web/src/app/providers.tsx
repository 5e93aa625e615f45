import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/it_IT' resolves to the CommonJS one and drags its helpers in.
import itIT from 'antd/es/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { type ReactNode, useEffect, useState } from 'react';
import { watchSessionExpiry } from '../features/user/api/session-expiry';
import { createQueryClient } from '../lib/query-client';
import { prefersReducedMotion, themeFor, waveFor } from './theme';

dayjs.locale('it');

/**
 * antd 5 no longer gives form errors role=alert: a failed submit moves the focus to the first
 * wrong field instead, and screen readers read its error (the field's aria-describedby).
 */
const formConfig = { scrollToFirstError: { focus: true, block: 'center' } } as const;

/** Spec 9: one toast at a time, shown for 5 seconds. */
const notificationConfig = { maxCount: 1, duration: 5 } as const;

export function Providers({ children }: { children: ReactNode }) {
  // One client per mounted app, so tests or a remount never share a cache by accident.
  const [queryClient] = useState(createQueryClient);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [theme] = useState(() => themeFor(reducedMotion));
  const [wave] = useState(() => waveFor(reducedMotion));
  // A 401 after the server ended the session signs the person out with the reason (spec 4 "Session").
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  return (
    // Select's virtual list draws its options without role=option (an axe critical): the lists are short.
    <ConfigProvider locale={itIT} theme={theme} wave={wave} form={formConfig} virtual={false}>
      <App notification={notificationConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
