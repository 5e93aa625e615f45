import type { LiveNotification } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../lib/use-toast';
import { notificationsQueryKey } from './api/list-notifications';
import { connectLiveChannel } from './live-channel';

/**
 * Spec 2 "Notifications": while a user is signed in, each live message is a toast, with
 * 'Vai alla pratica' when it concerns a practice. Connects once per user id.
 */
export function useLiveNotifications(user: { id: number } | null | undefined): void {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The socket outlives renders; it calls whatever the latest render's toast and navigate are.
  const show = useRef<(notification: LiveNotification) => void>(() => {});
  show.current = ({ title, message, practiceId }) => {
    // A review changed the practice: cached lists and details (key 'practices') are out of date.
    if (practiceId !== undefined) void queryClient.invalidateQueries({ queryKey: ['practices'] });
    // Every live message is also stored: the bell's count and list fetch it.
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    toast.info(title, message, practiceId === undefined ? undefined : { label: 'Vai alla pratica', onClick: () => navigate(`/practice/${practiceId}`) });
  };

  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    return connectLiveChannel(userId, (notification) => show.current(notification));
  }, [userId]);
}
