import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
// The ES build of the locale: 'antd/locale/it_IT' resolves to the CommonJS one and drags its helpers in.
import itIT from 'antd/es/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { type ReactNode, useEffect, useState } from 'react';
import { watchSessionExpiry } from '../features/user/api/session-expiry';
import { createQueryClient } from '../lib/query-client';

dayjs.locale('it');

/**
 * antd's defaults fail WCAG AA contrast (issue 8): secondary texts, placeholders, error texts,
 * links and the tags' text on their light backgrounds are darkened to at least 4.5:1.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // The derived hover shades are lighter, too light under white text: darker ones instead.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    colorLinkActive: '#1e3a8a',
    colorError: '#cf1322',
    borderRadius: 8,
    // Also colorTextDescription: statistic titles, step titles, upload hints, secondary texts.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // The text colour of the preset tags (gold, orange, green...): step 7 of each palette, here step 8-9.
    gold7: '#874d00',
    orange7: '#ad4e00',
    green7: '#237804',
    volcano7: '#ad2102',
    cyan7: '#006d75',
    lime7: '#3f6600',
  },
  components: {
    // Their empty texts use the disabled colour.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
    List: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
  },
};

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
