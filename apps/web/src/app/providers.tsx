import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
// The ES build of the locale: 'antd/locale/it_IT' resolves to the CommonJS one and drags its helpers in.
import itIT from 'antd/es/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { type ReactNode, useEffect, useState } from 'react';
import { watchSessionExpiry } from '../features/user/api/session-expiry';
import { createQueryClient } from '../lib/query-client';

dayjs.locale('it');

/**
 * Issue 8: antd's grey for descriptions (statistic titles, secondary text), its link blue, its
 * error red and the text of its gold, green, orange, volcano and cyan tags (the palette's 7th
 * shade) fall under the 4.5:1 contrast of WCAG AA; these darker shades pass it.
 */
const accessibleColors = {
  colorLink: '#1d4ed8',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorError: '#cf1322',
  gold7: '#874d00',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  cyan7: '#006d75',
};
const theme = { token: { colorPrimary: '#1d4ed8', borderRadius: 8, ...accessibleColors } };

/**
 * antd 5 no longer gives form errors role=alert: a failed submit moves the focus to the first
 * wrong field instead, and screen readers read its error (the field's aria-describedby).
 */
const formConfig = { scrollToFirstError: { focus: true, block: 'center' } } as const;

/** Spec 9: one toast at a time, shown for 5 seconds. */
const notificationConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

export function Providers({ children }: { children: ReactNode }) {
  // One client per mounted app, so tests or a remount never share a cache by accident.
  const [queryClient] = useState(createQueryClient);
  // A 401 after the server ended the session signs the person out with the reason (spec 4 "Session").
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  return (
    // Select's virtual list draws its options without role=option (an axe critical): the lists are short.
    <ConfigProvider locale={itIT} theme={theme} form={formConfig} virtual={false}>
      <App notification={notificationConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
